import { describe, expect, it } from 'vitest';
import { QueueFullError, RenderQueue } from './render-queue';

/** A task that runs until the test ends it, and says when it started. */
function task(log: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      log.push(`${name} started`);
      await ended;
      return name;
    },
    end: () => end(),
  };
}

const busy = () => new QueueFullError('Two checks run and two wait: try again in a minute.', 60);

describe('RenderQueue', () => {
  it('runs two tasks at once, holds two more in order, and refuses a fifth at once', async () => {
    const queue = new RenderQueue(2, 2, busy);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = tasks.map((each) => queue.run(each.run));
    await Promise.resolve();
    expect(log).toEqual(['a started', 'b started']);

    await expect(queue.run(async () => 'e')).rejects.toThrow(
      'Two checks run and two wait: try again in a minute.',
    );

    tasks[1]!.end();
    await expect(results[1]).resolves.toBe('b');
    expect(log).toEqual(['a started', 'b started', 'c started']);
    for (const each of tasks) each.end();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['a started', 'b started', 'c started', 'd started']);
  });

  it('frees the place of a task that failed', async () => {
    const queue = new RenderQueue(1, 0, busy);
    await expect(queue.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
