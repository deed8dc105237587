import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger } from './request-log';

/** A real pino logger at `level` whose lines (parsed) land in the returned array. */
function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { parent: pino({ level }, stream), lines };
}

describe('RequestLogger', () => {
  it('makes no child logger until the request writes a line', () => {
    const { parent } = parentLogger('info');
    const makeChild = vi.spyOn(parent, 'child');
    const log = new RequestLogger(parent, { reqId: 'a1' }, {});
    expect(log.level).toBe('info');
    log.debug('dropped at info');
    expect(makeChild).toHaveBeenCalledTimes(1);
    log.info('second line');
    expect(makeChild).toHaveBeenCalledTimes(1);
  });

  it("writes the request's bindings on every line, through every level", () => {
    const { parent, lines } = parentLogger('trace');
    const log = new RequestLogger(parent, { reqId: 'a1' }, {});
    log.trace('t');
    log.debug('d');
    log.info({ route: '/x' }, 'i %s', 'formatted');
    log.warn('w');
    log.error(new Error('boom'), 'e');
    log.fatal('f');
    log.silent();
    expect(lines.map((line) => [line.level, line.reqId, line.msg])).toEqual([
      [10, 'a1', 't'],
      [20, 'a1', 'd'],
      [30, 'a1', 'i formatted'],
      [40, 'a1', 'w'],
      [50, 'a1', 'e'],
      [60, 'a1', 'f'],
    ]);
    expect(lines[2]).toMatchObject({ route: '/x' });
    expect(lines[4]).toMatchObject({ err: { message: 'boom' } });
  });

  it("keeps a route's own log level, before and after the child is made", () => {
    const { parent, lines } = parentLogger('info');
    const log = new RequestLogger(parent, { reqId: 'a1' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('below the route level');
    log.warn('written');
    expect(log.level).toBe('warn');
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });

  it('sets the level on its own child only, and makes children that carry both bindings', () => {
    const { parent, lines } = parentLogger('info');
    const log = new RequestLogger(parent, { reqId: 'a1' }, {});
    log.level = 'debug';
    log.debug('now written');
    expect(parent.level).toBe('info');
    log.child({ plugin: 'uploads' }).info('from a child');
    expect(lines).toMatchObject([
      { reqId: 'a1', msg: 'now written' },
      { reqId: 'a1', plugin: 'uploads', msg: 'from a child' },
    ]);
  });
});
