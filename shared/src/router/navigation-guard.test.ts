import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardHistory, type NavigationAttempt, type ShouldBlock } from './navigation-guard';

const leavesThePage: ShouldBlock = (attempt) =>
  attempt.nextLocation.pathname !== attempt.currentLocation.pathname;

/** A guarded in-memory history at `/form` after `/list`, with what its router heard and what was held. */
function setUp(shouldBlock = leavesThePage) {
  const base = createMemoryHistory({ initialEntries: ['/list', '/form'], initialIndex: 1, v5Compat: true });
  const guard = guardHistory(base);
  const heard: string[] = [];
  guard.history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  const held: { proceed: () => void }[] = [];
  const release = guard.hold({ shouldBlock, blocked: (proceed) => held.push({ proceed }) });
  return { base, guard, heard, held, release };
}

describe('guardHistory', () => {
  it('holds a push the blocker picks, and makes it when told to proceed', () => {
    const { base, guard, heard, held } = setUp();
    guard.history.push('/elsewhere');
    expect(base.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(held).toHaveLength(1);
    held[0]!.proceed();
    expect(base.location.pathname).toBe('/elsewhere');
    expect(heard).toEqual(['PUSH /elsewhere']);
  });

  it('lets through what the blocker does not pick (the same page with another query)', () => {
    const { guard, heard, held } = setUp();
    guard.history.replace('/form?tab=2');
    expect(held).toEqual([]);
    expect(heard).toEqual(['REPLACE /form']);
  });

  it('undoes a held back step before the router hears of it, and replays it on proceed', () => {
    const { base, guard, heard, held } = setUp();
    guard.history.go(-1);
    // The address is back where it was and the router never moved.
    expect(base.location.pathname).toBe('/form');
    expect(heard).toEqual([]);
    expect(held).toHaveLength(1);
    held[0]!.proceed();
    expect(base.location.pathname).toBe('/list');
    expect(heard).toEqual(['POP /list']);
  });

  it('compares against where the router is, not where a back step moved the address', () => {
    const attempts: NavigationAttempt[] = [];
    const { guard } = setUp((attempt) => (attempts.push(attempt), false));
    guard.history.go(-1);
    expect(attempts.map((a) => [a.currentLocation.pathname, a.nextLocation.pathname])).toEqual([
      ['/form', '/list'],
    ]);
  });

  it('holds nothing once the screen lets go', () => {
    const { base, guard, heard, held, release } = setUp();
    release();
    guard.history.push('/elsewhere');
    guard.history.go(-1);
    expect(held).toEqual([]);
    expect(base.location.pathname).toBe('/form');
    expect(heard).toEqual(['PUSH /elsewhere', 'POP /form']);
  });
});
