import { type Technology, technologyInputSchema } from '@portfolio/shared/schemas';
import { TextField } from '@portfolio/ui/fields/TextField';
import { ImageField } from '../../components/ImageField';
import { ResourceFormPage } from '../../components/ResourceFormPage';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { bindField } from '../../lib/bind-field';
import { technologyResource } from './technology-resource';
import { technologyTags } from './TechnologyTags';

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
      links={technologyTags}
    >
      {(form) => (
        <>
          <TextField label="Name" {...bindField(form)('name')} />
          <ImageField control={form.control} name="icon" label="Icon" preset="technologies" />
          <VisibilitySwitch registration={form.register('visible')} />
        </>
      )}
    </ResourceFormPage>
  );
}
