import { DEFAULT_TAG_COLOR, type Tag, tagInputSchema } from '@portfolio/shared/schemas';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { bindField } from '../../lib/bind-field';
import { ColorPicker } from './ColorPicker';
import { tagResource } from './tag-resource';

const toForm = (tag: Tag) => ({ name: tag.name, color: tag.color });

export function TagFormPage() {
  return (
    <ResourceFormPage
      resource={tagResource}
      schema={tagInputSchema}
      toForm={toForm}
      emptyForm={{ name: '', color: DEFAULT_TAG_COLOR }}
    >
      {(form) => {
        const field = bindField(form);
        return (
          <>
            <TextField label="Name" {...field('name')} />
            <ColorPicker {...field('color')} />
          </>
        );
      }}
    </ResourceFormPage>
  );
}
