import { type ProjectDetail, projectInputSchema } from '@portfolio/shared/schemas';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ImageField } from '../../components/ImageField';
import { OwnerSelect } from '../../components/OwnerSelect';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { bindField } from '../../lib/bind-field';
import { currentUserId } from '../../lib/current-user';
import { ProjectCaseStudyFields } from './ProjectCaseStudyFields';
import { ProjectGalleryEditor } from './ProjectGalleryEditor';
import { projectResource } from './project-resource';
import { ProjectSchedule } from './ProjectSchedule';
import { projectTechnologies } from './ProjectTechnologies';

const toForm = (project: ProjectDetail) => ({
  name: project.name,
  description: project.description,
  domain: project.domain ?? '',
  repo: project.repo ?? '',
  details: project.details ?? '',
  userId: String(project.userId),
  cover: project.cover,
  visible: project.visible,
  role: project.role ?? '',
  startMonth: project.startMonth ?? '',
  endMonth: project.endMonth ?? '',
  body: project.body,
  outcomes: project.outcomes.map((outcome) => ({ text: outcome.text, figure: outcome.figure ?? '' })),
  gallery: project.gallery.map((image) => ({
    image: image.image,
    alt: image.alt,
    caption: image.caption ?? '',
  })),
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
  role: '',
  startMonth: '',
  endMonth: '',
  body: '',
  outcomes: [],
  gallery: [],
});

export function ProjectFormPage() {
  return (
    <ResourceFormPage
      resource={projectResource}
      schema={projectInputSchema}
      toForm={toForm}
      emptyForm={emptyForm()}
      links={projectTechnologies}
      drafts="projects"
      extras={(project) => <ProjectSchedule projectId={project.id} />}
    >
      {(form) => {
        const field = bindField(form);
        return (
          <>
            <TextField label="Name" {...field('name')} />
            <TextAreaField
              label="Description"
              hint="The summary on the project's card; the write-up below tells the rest"
              placeholder="What it does, and for whom, in a sentence or two"
              rows={3}
              {...field('description')}
            />
            <ProjectCaseStudyFields form={form} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Live site" type="url" placeholder="https://" {...field('domain')} />
              <TextField label="Repository" type="url" placeholder="https://" {...field('repo')} />
              <TextField label="Write-up link" type="url" placeholder="https://" {...field('details')} />
              <OwnerSelect {...field('userId')} value={String(form.watch('userId') ?? '')} />
            </div>
            <ImageField control={form.control} name="cover" label="Cover" preset="projects" />
            <ProjectGalleryEditor form={form} />
            <VisibilitySwitch registration={form.register('visible')} />
          </>
        );
      }}
    </ResourceFormPage>
  );
}
