import { createResourceClient } from '@portfolio/shared/api';
import type { ResourceDescriptor, ResourceName } from '@portfolio/shared/resources';
import { TextField } from '@portfolio/ui/fields/TextField';
import { z } from 'zod';
import { ResourceFormPage } from '../components/ResourceFormPage';
import { ResourceListPage } from '../components/ResourceListPage';
import type { ResourceScreens } from '../features/resource-screens';
import { bindField } from '../lib/bind-field';
import type { Resource } from '../lib/resource';

interface Gadget {
  id: number;
  name: string;
}
const gadgetInputSchema = z.object({ name: z.string().min(1, 'Gadget name is required') });
type GadgetInput = z.output<typeof gadgetInputSchema>;

/**
 * The admin half of a throwaway resource, written the way a feature folder writes a real one: its client, its
 * texts, its list's columns and its form's fields, on top of the descriptor a test adds to the registry.
 */
export function gadgetScreens(descriptor: ResourceDescriptor): ResourceScreens {
  const gadgetResource: Resource<Gadget, GadgetInput> = {
    ...descriptor,
    // Names only this test's registry has: no type of the real registry knows them.
    name: descriptor.name as ResourceName,
    affects: descriptor.affects as readonly ResourceName[],
    singular: 'gadget',
    quickCreate: true,
    client: createResourceClient<Gadget, GadgetInput, 'gadgets'>({
      path: '/gadgets',
      listKey: 'gadgets',
      searchParam: 'name',
    }),
    labelOf: (gadget) => gadget.name,
    texts: {
      loadListFailed: 'Failed to load gadgets.',
      loadOneFailed: 'Failed to load gadget.',
      created: 'Gadget created successfully!',
      createFailed: 'Failed to create gadget.',
      updated: 'Gadget updated successfully!',
      updateFailed: 'Failed to update gadget.',
      deleted: 'Gadget deleted successfully!',
      deleteFailed: 'Failed to delete gadget.',
      confirmDelete: (gadget) => `Delete gadget '${gadget.name}'?`,
    },
  };
  return {
    resource: gadgetResource,
    List: () => (
      <ResourceListPage
        resource={gadgetResource}
        columns={[{ header: 'Gadget', primary: true, cell: (gadget) => gadget.name }]}
      />
    ),
    Form: () => (
      <ResourceFormPage
        resource={gadgetResource}
        schema={gadgetInputSchema}
        toForm={(gadget) => ({ name: gadget.name })}
        emptyForm={{ name: '' }}
      >
        {(form) => <TextField label="Name" {...bindField(form)('name')} />}
      </ResourceFormPage>
    ),
  };
}
