import { zodResolver } from '@hookform/resolvers/zod';
import { adminHref } from '@portfolio/shared/admin-sections';
import { resourceQueries } from '@portfolio/shared/api';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { useQuery } from '@portfolio/shared/query';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useParams } from '@portfolio/shared/router';
import type { z } from 'zod';
import type { Identified, Resource } from '../lib/resource';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { UploadStatusProvider } from '../lib/upload-status';
import { useNotify } from '../lib/use-notify';
import { useResourceMutations } from '../lib/use-resource-mutations';
import { useUnsavedChangesPrompt } from '../lib/use-unsaved-changes';
import { BackLink } from './BackLink';
import { FormActions, type FormMode } from './FormActions';
import { ListLoading } from './ListState';

// The form's values as typed (strings from inputs and selects) and as the schema hands them to the API.
type FormSchema = z.ZodType<unknown, FieldValues>;
export type FormOf<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

interface ResourceFormPageProps<Item extends Identified, S extends FormSchema, Row> {
  resource: Resource<Item, z.output<S>, Row>;
  schema: S;
  /** The form's values for an existing item, and for a new one. */
  toForm: (item: Item) => z.input<S>;
  emptyForm: z.input<S>;
  /** The fields, drawn inside a fieldset that is disabled while the form is read-only. */
  children: (form: FormOf<S>, mode: FormMode) => ReactNode;
  /** What an existing item has besides its fields, with actions of its own (its tags, its technologies). */
  extras?: (item: Item) => ReactNode;
  /** The item to edit when the URL does not name it (the profile: the signed-in user). */
  itemId?: number;
  /** The screen's heading when 'New …' / 'Edit …' does not fit (the profile). */
  heading?: string;
}

/**
 * A resource's create and edit screen (docs/product.md#admin-forms): an existing item opens read-only with
 * Edit; editing has Save and Cancel (which restores); submitting disables Save behind a spinner; a create
 * form is editable at once with a back button. What was typed survives a refusal, with the server's field
 * messages under their fields, and leaving with unsaved changes asks first.
 */
export function ResourceFormPage<Item extends Identified, S extends FormSchema, Row>(
  props: ResourceFormPageProps<Item, S, Row>,
) {
  const { resource, itemId, heading } = props;
  const { id: idParam } = useParams();
  const id = itemId ?? (idParam === undefined ? undefined : Number(idParam));
  const creating = id === undefined;
  const validId = creating || (Number.isInteger(id) && id > 0);
  const item = useQuery({
    ...resourceQueries(resource.name, resource.client).detail(id ?? 0),
    enabled: !creating && validId,
  });
  const { failure } = useNotify();
  useEffect(() => {
    if (item.isError) failure(item.error, resource.texts.loadOneFailed);
  }, [item.isError, item.error, failure, resource.texts.loadOneFailed]);

  const title = heading ?? `${creating ? 'New' : 'Edit'} ${resource.texts.singular}`;
  const header = (
    <div className="flex items-center gap-2">
      {itemId === undefined && <BackLink to={adminHref(resource.path)} />}
      <h2 className="text-2xl font-semibold">{title}</h2>
    </div>
  );
  if (!validId || item.isError) {
    return (
      <section className="space-y-4">
        {header}
        <EmptyState>No Results</EmptyState>
      </section>
    );
  }
  if (!creating && item.isPending) {
    return (
      <section className="space-y-4">
        {header}
        <ListLoading label={`Loading the ${resource.texts.singular}…`} />
      </section>
    );
  }
  return (
    <section aria-label={title} className="space-y-6">
      {header}
      {/* Mounted once the item is here, so the fields never show empty before its values. */}
      <FormScreen {...props} item={item.data} title={title} />
      {item.data && props.extras?.(item.data)}
    </section>
  );
}

function FormScreen<Item extends Identified, S extends FormSchema, Row>({
  resource,
  schema,
  toForm,
  emptyForm,
  children,
  item,
  title,
}: ResourceFormPageProps<Item, S, Row> & { item: Item | undefined; title: string }) {
  const creating = item === undefined;
  const [mode, setMode] = useState<FormMode>(creating ? 'create' : 'read');
  const [created, setCreated] = useState(false);
  const { create, update } = useResourceMutations(resource);

  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: (item ? toForm(item) : emptyForm) as DefaultValues<z.input<S>>,
  });
  const { reset, formState } = form;

  // A refetch (after a save, or a link added below) refreshes the fields, unless the user is typing.
  useEffect(() => {
    if (item && mode === 'read') reset(toForm(item));
  }, [item, mode, reset, toForm]);

  useUnsavedChangesPrompt(mode !== 'read' && formState.isDirty && !created);

  const submit = form.handleSubmit(async (input) => {
    try {
      if (item === undefined) {
        await create.mutateAsync(input);
        setCreated(true);
      } else {
        const saved = await update.mutateAsync({ id: item.id, input });
        reset(toForm(saved));
        setMode('read');
      }
    } catch (error) {
      showServerFieldErrors(error, Object.keys(emptyForm as object), form.setError);
    }
  });

  return (
    <UploadStatusProvider>
      {(uploading) => (
        <form noValidate onSubmit={submit} className="space-y-6">
          <fieldset disabled={mode === 'read' || created} className="space-y-4">
            <legend className="sr-only">{title}</legend>
            {children(form, mode)}
          </fieldset>
          <FormActions
            mode={mode}
            submitting={formState.isSubmitting}
            saveDisabled={uploading || created}
            onEdit={() => setMode('edit')}
            onCancel={() => {
              if (item) reset(toForm(item));
              setMode('read');
            }}
          />
        </form>
      )}
    </UploadStatusProvider>
  );
}
