import { type PreviewLink, type RemoteReleases } from '@portfolio/shared/schemas';
import type { RemoteName } from '@portfolio/shared/remotes';
import { useMutation, useQueryClient } from '@portfolio/shared/query';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { useState } from 'react';
import { useNotify } from '../../lib/use-notify';
import { changeLive, previewRelease, releaseKeys, rollBack } from './releases-api';
import { REMOTE_LABELS } from './release-words';

interface Change {
  version: string;
  percent: number;
}

/** What a change is called, asked and announced, from what is live now. */
function describe(remote: RemoteName, state: RemoteReleases, { version, percent }: Change) {
  const site = REMOTE_LABELS[remote].toLowerCase();
  if (percent === 0)
    return { question: `Stop the rollout of ${version}?`, done: `The rollout of ${version} was stopped.` };
  if (percent < 100)
    return {
      question: `Roll out ${version} of the ${site} to ${percent} % of visitors?`,
      done: `${version} is live for ${percent} % of visitors.`,
    };
  const older =
    state.releases.findIndex((release) => release.version === version) >
    state.releases.findIndex((release) => release.version === state.live?.version);
  return older && state.live
    ? { question: `Roll the ${site} back to ${version}?`, done: `The ${site} is back on ${version}.` }
    : { question: `Promote ${version} of the ${site} to every visitor?`, done: `${version} is live.` };
}

/** What a rollback will do now: stop a running rollout first, else go back to the previous release. */
export function rollbackQuestion(remote: RemoteName, state: RemoteReleases) {
  const site = REMOTE_LABELS[remote].toLowerCase();
  if (state.rollout)
    return `Stop the rollout of ${state.rollout.version} (${state.rollout.percent} % of visitors)? Live stays ${state.live?.version ?? 'as it is'}; roll back again to go back to ${state.previous ?? 'an older release'}.`;
  return `Roll the ${site} back to ${state.previous}?`;
}

/**
 * Promote, roll out, stop, roll back and preview, each asked first and checked again by the site; the answer's
 * words (a stale view, a failed check) are what the toast says.
 */
export function useReleaseActions(remote: RemoteName, state: RemoteReleases) {
  const queryClient = useQueryClient();
  const confirm = useSetAtom(confirmAtom);
  const { success, failure } = useNotify();
  const [preview, setPreview] = useState<(PreviewLink & { version: string }) | undefined>();

  const change = useMutation({
    mutationFn: (input: Change) =>
      changeLive(remote, { ...input, expectedLive: state.live?.version ?? null }),
    onSuccess: (next, input) => {
      queryClient.setQueryData(releaseKeys.remote(remote), next);
      success(describe(remote, state, input).done);
    },
    onError: (error) => failure(error, error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.remote(remote) }),
  });

  // The site decides what a rollback does (stop a rollout, else go back) and says which in its answer.
  const rollback = useMutation({
    mutationFn: () => rollBack(remote, { expectedLive: state.live?.version ?? null }),
    onSuccess: (next) => {
      queryClient.setQueryData(releaseKeys.remote(remote), next);
      success(next.message);
    },
    onError: (error) => failure(error, error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.remote(remote) }),
  });

  const makePreview = useMutation({
    mutationFn: (version: string) => previewRelease(remote, version),
    onSuccess: (link, version) => setPreview({ ...link, version }),
    onError: (error) => failure(error, error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.remote(remote) }),
  });

  return {
    busy: change.isPending || rollback.isPending || makePreview.isPending,
    preview,
    change: (input: Change) =>
      confirm({ text: describe(remote, state, input).question, onConfirm: () => change.mutate(input) }),
    makePreview: (version: string) => makePreview.mutate(version),
    rollback: () => confirm({ text: rollbackQuestion(remote, state), onConfirm: () => rollback.mutate() }),
  };
}
