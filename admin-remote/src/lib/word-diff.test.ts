import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words that went from the first text and the words that came in the second', () => {
    const { before, after } = wordDiff(
      'A small tool that lists my projects.',
      'A fast tool that lists all my projects.',
    );
    expect(before).toEqual([
      { text: 'A ', changed: false },
      { text: 'small', changed: true },
      { text: ' tool that lists my projects.', changed: false },
    ]);
    expect(after).toEqual([
      { text: 'A ', changed: false },
      { text: 'fast', changed: true },
      { text: ' tool that lists ', changed: false },
      { text: 'all', changed: true },
      { text: ' my projects.', changed: false },
    ]);
  });

  it('keeps each text whole, so joining its runs gives it back', () => {
    const before = 'one  two\nthree';
    const after = 'zero one two three four';
    const diff = wordDiff(before, after);
    expect(diff.before.map((run) => run.text).join('')).toBe(before);
    expect(diff.after.map((run) => run.text).join('')).toBe(after);
  });

  it('marks two very long texts as wholly changed rather than comparing every pair of words', () => {
    const long = (word: string) => Array.from({ length: 600 }, () => word).join(' ');
    expect(wordDiff(long('a'), long('b'))).toEqual({
      before: [{ text: long('a'), changed: true }],
      after: [{ text: long('b'), changed: true }],
    });
  });
});
