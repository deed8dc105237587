import { zodResolver } from '@hookform/resolvers/zod';
import { adminHref } from '@portfolio/shared/admin-sections';
import { entityTagOf, resourceQueries } from '@portfolio/shared/api';
import { useDraftLinks } from '../lib/draft-links';
import { draftQuery, draftsApi } from '../lib/drafts-api';
import { useQuery, useQueryClient } from '@portfolio/shared/query';
import { type DraftResource, HISTORY_RESOURCES, type HistoryEntry } from '@portfolio/shared/schemas';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useParams } from '@portfolio/shared/router';
import type { z } from 'zod';
import type { Identified, Resource } from '../lib/resource';
import { FormLockContext } from '../lib/form-lock';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { LinkSaveError, sameLinks, type StagedLinks } from '../lib/staged-links';
import { UploadStatusProvider } from '../lib/upload-status';
import { useInvalidate } from '../lib/use-invalidate';
import { useNotify } from '../lib/use-notify';
import { changeSetsSince, useUndoableToast } from '../lib/use-undo';
import { isStaleCopy, useResourceMutations } from '../lib/use-resource-mutations';
import { useUnsavedChangesPrompt } from '../lib/use-unsaved-changes';
import { BackLink } from './BackLink';
import {
  DRAFT_DISCARD_FAILED,
  DRAFT_DISCARDED,
  DRAFT_PREVIEW_FAILED,
  DRAFT_PUBLISH_FAILED,
  DRAFT_PUBLISHED,
  DRAFT_SAVE_FAILED,
  DRAFT_SAVED,
  DraftNotice,
} from './DraftNotice';
import { HistoryPanel } from './HistoryPanel';
import { FormActions, type FormMode } from './FormActions';
import { isNotFound, ItemNotFound, ListLoading, LoadFailure, retryUnlessNotFound } from './ListState';
import { StaleCopyNotice } from './StaleCopyNotice';
import type { Suggestion } from './SuggestionInput';

// The form's values as typed (strings from inputs and selects) and as the schema hands them to the API.
type FormSchema = z.ZodType<unknown, FieldValues>;
export type FormOf<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

interface ResourceFormPageProps<
  Item extends Identified,
  S extends FormSchema,
  Row,
  Linked extends Suggestion = Suggestion,
> {
  resource: Resource<Item, z.output<S>, Row>;
  schema: S;
  /** The form's values for an existing item, and for a new one. */
  toForm: (item: Item) => z.input<S>;
  emptyForm: z.input<S>;
  /** The fields, drawn inside a fieldset that is disabled while the form is read-only. */
  children: (form: FormOf<S>, mode: FormMode) => ReactNode;
  /** The item's links to others (its tags, its technologies), staged with the fields until Save. */
  links?: StagedLinks<Item, Linked>;
  /** What an existing item has below its form, with actions of its own (the profile's password). */
  extras?: (item: Item) => ReactNode;
  /** The item to edit when the URL does not name it (the profile: the signed-in user). */
  itemId?: number;
  /** The screen's heading when 'New …' / 'Edit …' does not fit (the profile). */
  heading?: string;
  /**
   * An item that can have unpublished changes (a project, the profile): Save draft, and its draft's values in the
   * form with Preview, Publish and Discard (docs/history.md#drafts-and-preview).
   */
  drafts?: DraftResource;
}

/**
 * A resource's create and edit screen (docs/product.md#admin-forms): an existing item opens read-only with
 * Edit; editing has Save and Cancel (which restores); the bar that holds them stays in view at the top.
 * Submitting disables Save behind a spinner; a create form is editable at once, and its Save and its Cancel
 * both lead to the list. What was typed survives a refusal, with the server's field messages under their fields,
 * and leaving with unsaved changes asks first. An item that cannot be loaded says so with Retry; an id that names
 * none, 'not found'.
 */
export function ResourceFormPage<
  Item extends Identified,
  S extends FormSchema,
  Row,
  Linked extends Suggestion = Suggestion,
>(props: ResourceFormPageProps<Item, S, Row, Linked>) {
  const { resource, itemId, heading } = props;
  const { texts } = resource;
  const { id: idParam } = useParams();
  const id = itemId ?? (idParam === undefined ? undefined : Number(idParam));
  const creating = id === undefined;
  const validId = creating || (Number.isInteger(id) && id > 0);
  const item = useQuery({
    ...resourceQueries(resource.name, resource.client).detail(id ?? 0),
    enabled: !creating && validId,
    retry: retryUnlessNotFound,
  });

  const title = heading ?? `${creating ? 'New' : 'Edit'} ${resource.singular}`;
  const historyResource = HISTORY_RESOURCES.find((name) => name === resource.name);
  const backTo = itemId === undefined ? adminHref(resource.name) : undefined;
  if (!creating && (item.isPending || item.isError)) {
    return (
      <section aria-label={title} className="space-y-4">
        <FormHeader title={title} backTo={backTo} />
        {!validId || (item.isError && isNotFound(item.error)) ? (
          <ItemNotFound
            singular={resource.singular}
            listTitle={resource.label}
            listHref={adminHref(resource.name)}
          />
        ) : item.isError ? (
          <LoadFailure
            text={texts.loadOneFailed}
            onRetry={() => void item.refetch()}
            retrying={item.isFetching}
          />
        ) : (
          <ListLoading label={`Loading the ${resource.singular}…`} />
        )}
      </section>
    );
  }
  // Mounted once the item is here, so the fields never show empty before its values.
  // The item's other panels share the screen's section, so its bar of actions stays in view over them too.
  return (
    <FormScreen
      {...props}
      item={item.data}
      title={title}
      backTo={backTo}
      below={
        item.data && (
          <>
            {props.extras?.(item.data)}
            {historyResource && (
              <HistoryPanel resource={historyResource} itemId={item.data.id} singular={resource.singular} />
            )}
          </>
        )
      }
    />
  );
}

/** The screen's heading with Back, and the form's actions: one bar that stays at the top while scrolling. */
function FormHeader({
  title,
  backTo,
  actions,
}: {
  title: string;
  backTo: string | undefined;
  actions?: ReactNode;
}) {
  return (
    <div
      // Under the host's sticky header (the host may say how tall it is), above the fields.
      className="sticky top-[var(--admin-header-height,65px)] z-10 -mx-2 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-slate-50/95 px-2 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {backTo && <BackLink to={backTo} />}
        <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
      </div>
      {actions}
    </div>
  );
}

function FormScreen<Item extends Identified, S extends FormSchema, Row, Linked extends Suggestion>({
  resource,
  schema,
  toForm,
  emptyForm,
  children,
  links,
  item,
  title,
  backTo,
  below,
  drafts,
}: ResourceFormPageProps<Item, S, Row, Linked> & {
  item: Item | undefined;
  title: string;
  backTo: string | undefined;
  /** What follows the form on the screen (the item's other panels), under the same bar of actions. */
  below: ReactNode;
}) {
  const creating = item === undefined;
  const formId = useId();
  const [mode, setMode] = useState<FormMode>(creating ? 'create' : 'read');
  const [created, setCreated] = useState(false);
  const { create, update } = useResourceMutations(resource);
  const invalidate = useInvalidate(resource);
  const { success, failure } = useNotify();
  const undoable = useUndoableToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The item's draft, if it can have one: the form shows its values, so Edit goes on from it.
  const draftOptions = draftQuery(drafts ?? 'projects', item?.id ?? 0);
  const draftRead = useQuery({ ...draftOptions, enabled: drafts !== undefined && item !== undefined });
  const draft = drafts && item ? (draftRead.data ?? null) : null;
  const shown = useMemo(() => (item && draft ? ({ ...item, ...draft.body } as Item) : item), [item, draft]);
  const [draftBusy, setDraftBusy] = useState<'preview' | 'publish' | 'discard' | null>(null);
  const refreshDraft = () => queryClient.invalidateQueries({ queryKey: draftOptions.queryKey });

  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never),
    defaultValues: (shown ? toForm(shown) : emptyForm) as DefaultValues<z.input<S>>,
  });
  const { reset, formState } = form;
  const storedLinks: readonly Linked[] = item && links ? links.of(item) : [];
  // A draft that keeps the links (a project's technologies) shows its own, as it shows its fields.
  const draftLinks = useDraftLinks(links?.inDraft, draft);
  const shownLinks = draftLinks.linked ?? storedLinks;
  // The links as changed while editing; until then (and once saved or cancelled) the shown ones.
  const [linkEdits, setLinkEdits] = useState<readonly Linked[] | null>(null);
  const stagedLinks = (mode !== 'read' && linkEdits) || shownLinks;

  // A refetch (after a save) refreshes the fields, unless the user is typing.
  useEffect(() => {
    if (shown && mode === 'read') reset(toForm(shown));
  }, [shown, mode, reset, toForm]);

  // A save refused because the item changed since this copy: what changed, and the tag to save over it with.
  const [stale, setStale] = useState<{ etag: string | undefined; changes: HistoryEntry[] } | null>(null);

  const dirty = formState.isDirty || !sameLinks(stagedLinks, shownLinks);
  useUnsavedChangesPrompt(mode !== 'read' && dirty && !created);

  // A create leads to the list inside the page, so its toast is still on screen there.
  useEffect(() => {
    if (created) navigate(adminHref(resource.name));
  }, [created, navigate, resource.name]);

  /**
   * The staged links of the item just saved, changed from the stored ones (a draft's never were); a refusal is
   * toasted (false), the item itself stays saved.
   */
  const saveLinks = async (itemId: number): Promise<boolean> => {
    if (!links || sameLinks(stagedLinks, storedLinks)) return true;
    let saved = true;
    try {
      await links.save(itemId, storedLinks, stagedLinks);
    } catch (error) {
      failure(error instanceof LinkSaveError ? error.cause : error, (error as Error).message);
      saved = false;
    }
    await invalidate();
    return saved;
  };

  /** Saves from the copy `ifMatch` names: the one loaded, or the newer one the owner chose to save over. */
  const saveFrom = (ifMatch: string | undefined) =>
    form.handleSubmit(async (input) => {
      try {
        if (item === undefined) {
          const saved = (await create.mutateAsync(input)) as Identified;
          await saveLinks(saved.id);
          setCreated(true);
        } else {
          const saved = await update.mutateAsync({ id: item.id, input, ifMatch });
          // Saved from the draft's values: the draft is published, so it goes.
          if (drafts && draft) {
            await draftsApi.discard(drafts, item.id).catch(() => undefined);
            await refreshDraft();
          }
          // A link refused keeps its failure toast on screen, rather than the success with Undo.
          if (await saveLinks(item.id)) {
            void undoable(resource.texts.updated, () => changeSetsSince(resource.name, item.id, ifMatch));
          }
          setStale(null);
          reset(toForm(saved));
          setLinkEdits(null);
          setMode('read');
        }
      } catch (error) {
        if (isStaleCopy(error)) {
          setStale({ etag: error.problem?.etag, changes: error.problem?.changes ?? [] });
          return;
        }
        showServerFieldErrors(error, Object.keys(emptyForm as object), form.setError);
      }
    });
  const submit = saveFrom(item && entityTagOf(item));

  const saveDraft = form.handleSubmit(async (input) => {
    if (!drafts || !item) return;
    // The staged links go in the draft too when it keeps them, in the form's order.
    const inDraft = links?.inDraft;
    const body = inDraft
      ? { ...(input as object), [inDraft.field]: stagedLinks.map((linked) => linked.id) }
      : input;
    try {
      await draftsApi.save(drafts, item.id, body);
      await refreshDraft();
      success(DRAFT_SAVED);
      setLinkEdits(null);
      setMode('read');
    } catch (error) {
      failure(error, DRAFT_SAVE_FAILED);
      showServerFieldErrors(error, Object.keys(emptyForm as object), form.setError);
    }
  });

  /** Runs one of the draft's actions, its button spinning meanwhile. */
  const draftAction = async (action: 'preview' | 'publish' | 'discard', run: () => Promise<void>) => {
    setDraftBusy(action);
    try {
      await run();
    } finally {
      setDraftBusy(null);
    }
  };
  const previewDraft = () =>
    draftAction('preview', async () => {
      try {
        // The real page, server-rendered with the draft, in this tab: its bar's Exit leads back here.
        window.location.assign((await draftsApi.preview(drafts!, item!.id)).path);
      } catch (error) {
        failure(error, DRAFT_PREVIEW_FAILED);
      }
    });
  const publishDraft = () =>
    draftAction('publish', async () => {
      try {
        await draftsApi.publish(drafts!, item!.id);
        void undoable(DRAFT_PUBLISHED, () => changeSetsSince(resource.name, item!.id, entityTagOf(item!)));
        setStale(null);
        await invalidate();
      } catch (error) {
        // Changed since the draft was made: the changes beside the draft's values, as a stale save shows them.
        if (isStaleCopy(error))
          setStale({ etag: error.problem?.etag, changes: error.problem?.changes ?? [] });
        else failure(error, DRAFT_PUBLISH_FAILED);
      }
    });
  const discardDraft = () =>
    draftAction('discard', async () => {
      try {
        await draftsApi.discard(drafts!, item!.id);
        success(DRAFT_DISCARDED);
      } catch (error) {
        failure(error, DRAFT_DISCARD_FAILED);
      }
      await refreshDraft();
    });

  return (
    <UploadStatusProvider>
      {(uploading) => (
        <section aria-label={title} className="space-y-6">
          <FormHeader
            title={title}
            backTo={backTo}
            actions={
              <FormActions
                form={formId}
                mode={mode}
                submitting={formState.isSubmitting}
                saveDisabled={uploading || created}
                onEdit={() => setMode('edit')}
                {...(drafts ? { onSaveDraft: () => void saveDraft() } : {})}
                onCancel={() => {
                  // A new item goes back to its list, asking first when something was typed.
                  if (!item) {
                    navigate(adminHref(resource.name));
                    return;
                  }
                  reset(toForm(shown ?? item));
                  setLinkEdits(null);
                  setStale(null);
                  setMode('read');
                }}
              />
            }
          />
          {draft && (
            <DraftNotice
              draft={draft}
              singular={resource.singular}
              busy={draftBusy}
              locked={mode !== 'read'}
              note={draftLinks.dropped}
              onPreview={() => void previewDraft()}
              onPublish={() => void publishDraft()}
              onDiscard={() => void discardDraft()}
            />
          )}
          <form id={formId} noValidate onSubmit={submit} className="space-y-6">
            {stale && (
              <StaleCopyNotice
                changes={stale.changes}
                yours={form.getValues() as Record<string, unknown>}
                busy={formState.isSubmitting}
                onKeepMine={() => void saveFrom(stale.etag)()}
                onTakeTheirs={() => {
                  setStale(null);
                  setLinkEdits(null);
                  setMode('read');
                  void invalidate();
                }}
              />
            )}
            <fieldset disabled={mode === 'read' || created} className="space-y-4">
              <legend className="sr-only">{title}</legend>
              <FormLockContext value={mode === 'read' || created}>
                {children(form, mode)}
                {links?.render({ value: stagedLinks, onChange: setLinkEdits, locked: mode === 'read' })}
              </FormLockContext>
            </fieldset>
          </form>
          {below}
        </section>
      )}
    </UploadStatusProvider>
  );
}
