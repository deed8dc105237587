import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

/**
 * The cache's promise, checked on random interleavings: a read that starts after a write was acknowledged
 * never returns data older than that write, whether it is answered from memory, from the database, or with a
 * 304 that tells the client to keep what it has.
 *
 * Writes rename tags 1-3 to `t<tag>-v<version>`; reads show those names in the tag list, a single tag, and
 * nested in the technologies. Operations start concurrently, each after a random short delay, so reads race
 * writes; writes to one tag are kept in order so that "acknowledged last" means "committed last".
 */

const TAGS = [1, 2, 3] as const;
const READS = [
  '/api/v1/tags?offset=0&limit=100',
  '/api/v1/tags/1',
  '/api/v1/tags/2',
  '/api/v1/tags/3',
  '/api/v1/technologies',
];
const NAME = /^t(\d)-v(\d+)$/;

type Operation =
  | { kind: 'write'; tag: (typeof TAGS)[number]; delay: number }
  | { kind: 'read'; url: string; conditional: boolean; delay: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    tag: fc.constantFrom(...TAGS),
    delay: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('read' as const),
    url: fc.constantFrom(...READS),
    conditional: fc.boolean(),
    delay: fc.integer({ min: 0, max: 4 }),
  }),
);

/** Every `t<tag>-v<n>` name in a JSON body: tag → highest version seen (seed names count as version 0). */
function versionsIn(body: string): Map<number, number> {
  const seen = new Map<number, number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { id, name } = value as { id?: unknown; name?: unknown };
      const match = typeof name === 'string' ? NAME.exec(name) : null;
      if (match && Number(match[1]) === id)
        seen.set(Number(id), Math.max(seen.get(Number(id)) ?? 0, Number(match[2])));
      Object.values(value).forEach(visit);
    }
  };
  visit(JSON.parse(body));
  return seen;
}

/** Which tags a read shows at all (a technology list shows only the tags its technologies carry). */
function tagsShown(url: string, body: string): number[] {
  const single = /\/tags\/(\d)$/.exec(url);
  if (single) return [Number(single[1])];
  const ids = new Set<number>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { id, color } = value as { id?: unknown; color?: unknown };
      if (typeof id === 'number' && typeof color === 'string') ids.add(id);
      Object.values(value).forEach(visit);
    }
  };
  visit(JSON.parse(body));
  return TAGS.filter((tag) => ids.has(tag));
}

describe('the read cache under random interleavings of writes and reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Notifications held back: the flush this instance does before answering a write must be enough alone.
  it.each([
    ['database notifications arriving as usual', false],
    ['database notifications held back', true],
  ])(
    'never answers a read with data older than a write acknowledged before it began (%s)',
    async (_, holdBack) => {
      const emit = t.app.dataChanges.emit;
      if (holdBack) t.app.dataChanges.emit = () => true;
      try {
        await checkProperty();
      } finally {
        t.app.dataChanges.emit = emit;
      }
    },
  );

  let nextVersion = 1;
  const acknowledged = new Map<number, number>(TAGS.map((tag) => [tag, 0]));

  async function checkProperty() {
    const stored = new Map<string, { etag: string; body: string }>();
    const writing = new Map<number, Promise<unknown>>();

    const write = async (tag: number) => {
      const version = nextVersion++;
      const previous = writing.get(tag) ?? Promise.resolve();
      const done = previous.then(async () => {
        const response = await t.asOwner({
          method: 'PUT',
          url: `/api/v1/tags/${tag}`,
          payload: { name: `t${tag}-v${version}`, color: 'blue' },
        });
        expect(response.statusCode).toBe(200);
        acknowledged.set(tag, version);
      });
      writing.set(tag, done);
      await done;
    };

    const read = async (url: string, conditional: boolean) => {
      const before = new Map(acknowledged);
      const kept = stored.get(url);
      const response = await t.inject({
        method: 'GET',
        url,
        headers: conditional && kept ? { 'if-none-match': kept.etag } : {},
      });
      let body: string;
      if (response.statusCode === 304) {
        expect(kept).toBeDefined();
        body = kept!.body;
      } else {
        expect(response.statusCode).toBe(200);
        body = response.body;
        stored.set(url, { etag: String(response.headers.etag), body });
      }
      const seen = versionsIn(body);
      for (const tag of tagsShown(url, body)) {
        const version = seen.get(tag) ?? 0;
        expect(
          version,
          `${url} shows tag ${tag} at v${version} after v${before.get(tag)} was acknowledged`,
        ).toBeGreaterThanOrEqual(before.get(tag)!);
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await Promise.all(
          operations.map(async (op) => {
            await new Promise((resolve) => setTimeout(resolve, op.delay));
            if (op.kind === 'write') await write(op.tag);
            else await read(op.url, op.conditional);
          }),
        );
      }),
      { numRuns: 30 },
    );
  }
});
