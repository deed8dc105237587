import type { RemoteName } from '@portfolio/shared/remotes';
import { type PromotionRule, promotionRuleSchema, type RemoteReleases } from '@portfolio/shared/schemas';
import { useMutation, useQueryClient } from '@portfolio/shared/query';
import { inputClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useId, useState } from 'react';
import { useNotify } from '../../lib/use-notify';
import { releaseKeys, setPromotionRule } from './releases-api';

/** What the rule says, in a sentence. */
export const ruleText = (rule: PromotionRule | null) =>
  rule
    ? `Promotion to everyone needs a rollout first: at least ${rule.rolloutPercent} % for ${rule.rolloutMinutes} minutes.`
    : 'Any release that passed its checks can be promoted to everyone at once.';

/** The owner's rule for a remote: promotion to everyone only after a rollout of N % for M minutes. */
export function PromotionRuleForm({ remote, state }: { remote: RemoteName; state: RemoteReleases }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { success, failure } = useNotify();
  const [enabled, setEnabled] = useState(state.rule !== null);
  const [percent, setPercent] = useState(String(state.rule?.rolloutPercent ?? 10));
  const [minutes, setMinutes] = useState(String(state.rule?.rolloutMinutes ?? 30));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (rule: PromotionRule | null) => setPromotionRule(remote, rule),
    onSuccess: (next) => {
      queryClient.setQueryData(releaseKeys.remote(remote), next);
      success(ruleText(next.rule));
    },
    onError: (problem) => failure(problem, 'Failed to save the rule.'),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!enabled) return save.mutate(null);
    const parsed = promotionRuleSchema.safeParse({
      rolloutPercent: Number(percent),
      rolloutMinutes: Number(minutes),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data);
  };

  return (
    <details>
      <summary className="cursor-pointer font-semibold">Rule</summary>
      <form noValidate onSubmit={submit} className="mt-2 space-y-2 text-sm">
        <p className="text-slate-600 dark:text-slate-400">{ruleText(state.rule)}</p>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          Promotion to everyone needs a rollout first
        </label>
        {enabled && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-28">
              <label htmlFor={`${id}-percent`} className="block font-medium">
                At least (%)
              </label>
              <input
                id={`${id}-percent`}
                inputMode="numeric"
                value={percent}
                onChange={(event) => setPercent(event.target.value)}
                className={inputClass}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            <div className="w-28">
              <label htmlFor={`${id}-minutes`} className="block font-medium">
                For (minutes)
              </label>
              <input
                id={`${id}-minutes`}
                inputMode="numeric"
                value={minutes}
                onChange={(event) => setMinutes(event.target.value)}
                className={inputClass}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          </div>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
          Save rule
        </button>
      </form>
    </details>
  );
}
