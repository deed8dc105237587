import { useMutation } from '@tanstack/react-query';
import type { ResourceName } from '@portfolio/shared/api';
import { useInvalidate } from './use-invalidate';
import { useNotify } from './use-notify';

/**
 * Adding or removing a link (a tag on a technology, a technology on a project): saved at once, then the
 * parent and everything that shows it are refetched (SPEC.md section 4); a failure says `failureText`.
 */
export function useLinkMutation<Variables>(
  resource: ResourceName,
  mutationFn: (variables: Variables) => Promise<unknown>,
  failureText: string,
) {
  const invalidate = useInvalidate(resource);
  const { failure } = useNotify();
  return useMutation({
    mutationFn,
    onSuccess: () => invalidate(),
    onError: (error) => failure(error, failureText),
  });
}
