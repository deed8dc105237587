import { type Project, projectInputSchema } from '@portfolio/shared/schemas';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { Controller } from 'react-hook-form';
import { ImageDropZone } from '../../components/ImageDropZone';
import { OwnerSelect } from '../../components/OwnerSelect';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { currentUserId } from '../../lib/current-user';
import { projectResource } from './project-resource';
import { ProjectTechnologies } from './ProjectTechnologies';

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
      extras={(project) => <ProjectTechnologies project={project} />}
    >
      {({ register, control, watch, formState: { errors } }) => (
        <>
          <TextField label="Name" registration={register('name')} error={errors.name?.message} />
          <TextAreaField
            label="Description"
            registration={register('description')}
            error={errors.description?.message}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Domain"
              type="url"
              placeholder="https://"
              registration={register('domain')}
              error={errors.domain?.message}
            />
            <TextField
              label="Repository"
              type="url"
              placeholder="https://"
              registration={register('repo')}
              error={errors.repo?.message}
            />
            <TextField
              label="Details"
              type="url"
              placeholder="https://"
              registration={register('details')}
              error={errors.details?.message}
            />
            <OwnerSelect
              registration={register('userId')}
              value={String(watch('userId') ?? '')}
              error={errors.userId?.message}
            />
          </div>
          <Controller
            name="cover"
            control={control}
            render={({ field, fieldState }) => (
              <ImageDropZone
                label="Cover"
                preset="projects"
                value={(field.value as string | null) ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <VisibilitySwitch registration={register('visible')} />
        </>
      )}
    </ResourceFormPage>
  );
}
