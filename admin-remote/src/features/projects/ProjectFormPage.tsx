import { type Project, projectInputSchema } from '@portfolio/shared/schemas';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ImageField } from '../../components/ImageField';
import { OwnerSelect } from '../../components/OwnerSelect';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { bindField } from '../../lib/bind-field';
import { currentUserId } from '../../lib/current-user';
import { projectResource } from './project-resource';
import { projectTechnologies } from './ProjectTechnologies';

const toForm = (project: Project) => ({
  name: project.name,
  description: project.description,
  domain: project.domain ?? '',
  repo: project.repo ?? '',
  details: project.details ?? '',
  userId: String(project.userId),
  cover: project.cover,
  visible: project.visible,
});

const emptyForm = () => ({
  name: '',
  description: '',
  domain: '',
  repo: '',
  details: '',
  // A new project is the signed-in user's unless they pick someone else.
  userId: String(currentUserId() ?? ''),
  cover: null,
  visible: true,
});

export function ProjectFormPage() {
  return (
    <ResourceFormPage
      resource={projectResource}
      schema={projectInputSchema}
      toForm={toForm}
      emptyForm={emptyForm()}
      links={projectTechnologies}
    >
      {(form) => {
        const field = bindField(form);
        return (
          <>
            <TextField label="Name" {...field('name')} />
            <TextAreaField
              label="Description"
              placeholder="Describe the project: what it does, for whom, your part in it"
              {...field('description')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Domain" type="url" placeholder="https://" {...field('domain')} />
              <TextField label="Repository" type="url" placeholder="https://" {...field('repo')} />
              <TextField label="Details" type="url" placeholder="https://" {...field('details')} />
              <OwnerSelect {...field('userId')} value={String(form.watch('userId') ?? '')} />
            </div>
            <ImageField control={form.control} name="cover" label="Cover" preset="projects" />
            <VisibilitySwitch registration={form.register('visible')} />
          </>
        );
      }}
    </ResourceFormPage>
  );
}
