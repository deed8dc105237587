import { type Technology, technologyInputSchema } from '@portfolio/shared/schemas';
import { TextField } from '@portfolio/ui/fields/TextField';
import { Controller } from 'react-hook-form';
import { ImageDropZone } from '../../components/ImageDropZone';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { technologyResource } from './technology-resource';
import { TechnologyTags } from './TechnologyTags';

const toForm = (technology: Technology) => ({
  name: technology.name,
  icon: technology.icon,
  visible: technology.visible,
});

export function TechnologyFormPage() {
  return (
    <ResourceFormPage
      resource={technologyResource}
      schema={technologyInputSchema}
      toForm={toForm}
      emptyForm={{ name: '', icon: null, visible: true }}
      extras={(technology) => <TechnologyTags technology={technology} />}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <TextField label="Name" registration={register('name')} error={errors.name?.message} />
          <Controller
            name="icon"
            control={control}
            render={({ field, fieldState }) => (
              <ImageDropZone
                label="Icon"
                preset="technologies"
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
