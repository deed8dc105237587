import { zodResolver } from '@hookform/resolvers/zod';
import { REMOTE_NAMES } from '@portfolio/shared/remotes';
import {
  type CreatedDeployKey,
  type DeployKey,
  type DeployKeyInput,
  deployKeyInputSchema,
  type DeployKeyScope,
} from '@portfolio/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@portfolio/shared/query';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { SelectField } from '@portfolio/ui/fields/SelectField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { Spinner } from '@portfolio/ui/Spinner';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bindField } from '../../lib/bind-field';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useNotify } from '../../lib/use-notify';
import { createDeployKey, deployKeysQuery, releaseKeys, revokeDeployKey } from './releases-api';
import { formatWhen, REMOTE_LABELS } from './release-words';

const REMOTE_OPTIONS = REMOTE_NAMES.map((remote) => ({
  value: remote,
  label: `${REMOTE_LABELS[remote]} (${remote})`,
}));

/** What a key may do, as the form offers it: separation of duties is a key that publishes and one that promotes. */
const ACCESS: Record<string, { label: string; scopes: DeployKeyScope[] }> = {
  both: { label: 'Publish and promote', scopes: ['publish', 'promote'] },
  publish: { label: 'Publish only (register, preview)', scopes: ['publish'] },
  promote: { label: 'Promote only (roll out, promote, roll back)', scopes: ['promote'] },
};
const ACCESS_OPTIONS = Object.entries(ACCESS).map(([value, { label }]) => ({ value, label }));

const LIFETIMES: Record<string, number | null> = { never: null, '30': 30, '90': 90, '365': 365 };
const LIFETIME_OPTIONS = [
  { value: 'never', label: 'Never (until revoked)' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/** The form's fields: the key's input, with what it may do and when it expires as the choices above. */
const keyFormSchema = deployKeyInputSchema.pick({ name: true, remote: true }).extend({
  access: z.enum(Object.keys(ACCESS) as [string, ...string[]], { error: 'Pick what the key may do' }),
  lifetime: z.enum(Object.keys(LIFETIMES) as [string, ...string[]], { error: 'Pick when it expires' }),
});
type KeyForm = z.infer<typeof keyFormSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function keyInput({ name, remote, access, lifetime }: KeyForm): DeployKeyInput {
  const days = LIFETIMES[lifetime];
  return {
    name,
    remote,
    scopes: ACCESS[access]!.scopes,
    expiresAt: days ? new Date(Date.now() + days * DAY_MS).toISOString() : null,
  };
}

/** "publish and promote" · "expires 25 Dec 2026, 10:00" / "expired …": what the list says of a key's rights. */
function keyRights(key: DeployKey) {
  const scopes = key.scopes.join(' and ');
  if (!key.expiresAt) return `may ${scopes}`;
  const past = Date.parse(key.expiresAt) <= Date.now();
  return `may ${scopes} · ${past ? 'expired' : 'expires'} ${formatWhen(key.expiresAt)}`;
}

/** Deploy keys for CI: made here for one remote, shown once, listed by their first characters, revocable. */
export function DeployKeysPanel() {
  const titleId = useId();
  const query = useQuery(deployKeysQuery());
  const queryClient = useQueryClient();
  const confirm = useSetAtom(confirmAtom);
  const { success, failure } = useNotify();
  const [created, setCreated] = useState<CreatedDeployKey | undefined>();
  const form = useForm<KeyForm>({
    resolver: zodResolver(keyFormSchema),
    defaultValues: { name: '', remote: '' as KeyForm['remote'], access: 'both', lifetime: 'never' },
  });
  const field = bindField(form);

  const create = form.handleSubmit(async (input) => {
    try {
      setCreated(await createDeployKey(keyInput(input)));
      form.reset();
      await queryClient.invalidateQueries({ queryKey: releaseKeys.deployKeys });
    } catch (error) {
      if (!showServerFieldErrors(error, ['name', 'remote'], form.setError))
        failure(error, 'Failed to create the deploy key.');
    }
  });
  const revoke = useMutation({
    mutationFn: revokeDeployKey,
    onSuccess: () => success('Deploy key revoked.'),
    onError: (error) => failure(error, 'Failed to revoke the deploy key.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.deployKeys }),
  });

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Deploy keys
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        CI publishes and promotes one remote with its key:{' '}
        <code>PORTFOLIO_DEPLOY_KEY=… pnpm release public publish</code>. A key that may only publish cannot
        put anything in front of visitors.
      </p>
      <form noValidate onSubmit={create} className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <TextField label="Key name" placeholder="CI on main" autoComplete="off" {...field('name')} />
        <SelectField label="Remote" options={REMOTE_OPTIONS} {...field('remote')} />
        <SelectField label="May" options={ACCESS_OPTIONS} {...field('access')} />
        <SelectField label="Expires" options={LIFETIME_OPTIONS} {...field('lifetime')} />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className={`${primaryButtonClass} sm:w-fit`}
        >
          {form.formState.isSubmitting && <Spinner />}
          Create key
        </button>
      </form>
      {created && <NewKey created={created} onDone={() => setCreated(undefined)} />}
      {query.isPending ? (
        <Spinner label="Loading the deploy keys" className="size-6" />
      ) : query.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>The deploy keys could not be loaded: {query.error.message}</p>
          <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No deploy keys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {query.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{key.name}</span> · {REMOTE_LABELS[key.remote]} ·{' '}
                <code>{key.prefix}…</code>
                <span className="block text-slate-600 dark:text-slate-400">{keyRights(key)}</span>
                <span className="block text-slate-600 dark:text-slate-400">
                  Made {formatWhen(key.createdAt)}
                  {key.createdBy ? ` by ${key.createdBy}` : ''} · last used{' '}
                  {key.lastUsedAt ? formatWhen(key.lastUsedAt) : 'never'}
                  {key.revokedAt ? ` · revoked ${formatWhen(key.revokedAt)}` : ''}
                </span>
              </span>
              {!key.revokedAt && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={revoke.isPending}
                  onClick={() =>
                    confirm({
                      text: `Revoke the deploy key '${key.name}'? Anything using it stops working at once.`,
                      onConfirm: () => revoke.mutate(key.id),
                    })
                  }
                >
                  Revoke <span className="sr-only">{key.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The key, this once: to copy into CI's secrets. */
function NewKey({ created, onDone }: { created: CreatedDeployKey; onDone: () => void }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.key);
    setCopied(true);
  };
  return (
    <div
      role="status"
      className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">
        Copy the key of '{created.name}' now: it is shown this once. Store it in your CI's secrets as
        PORTFOLIO_DEPLOY_KEY.
      </p>
      <label htmlFor={inputId} className="sr-only">
        Deploy key {created.name}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono`}
        />
        <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
