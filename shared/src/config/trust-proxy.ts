/**
 * TRUST_PROXY, read the same way by the API and the host server: unset, empty or `false` trusts no proxy;
 * `true` trusts every hop; anything else is Fastify's list of proxies' addresses and subnets, such as
 * `loopback, 10.0.0.0/8`.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  return trimmed === 'true' ? true : trimmed;
}
