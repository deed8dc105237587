import { type Tag, tagInputSchema } from '@portfolio/shared/schemas';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { ColorPicker } from './ColorPicker';
import { tagResource } from './tag-resource';

const toForm = (tag: Tag) => ({ name: tag.name, color: tag.color });

export function TagFormPage() {
  return (
    <ResourceFormPage
      resource={tagResource}
      schema={tagInputSchema}
      toForm={toForm}
      emptyForm={{ name: '', color: '' as Tag['color'] }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField label="Name" registration={register('name')} error={errors.name?.message} />
          <ColorPicker registration={register('color')} error={errors.color?.message} />
        </>
      )}
    </ResourceFormPage>
  );
}
