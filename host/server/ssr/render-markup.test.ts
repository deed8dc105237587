import { createElement, lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from './render-markup';

/** A section far larger than React's progressive chunk (12,800 bytes with the page around it), behind a boundary that suspends once. */
const LargeSection = lazy(async () => ({
  default: () =>
    createElement(
      'ul',
      { id: 'large' },
      Array.from({ length: 1000 }, (_, index) => createElement('li', { key: index }, `Item number ${index}`)),
    ),
}));

const page = createElement(
  'main',
  null,
  createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, createElement(LargeSection)),
);

describe('renderMarkup', () => {
  it('writes a large section in place, with no fallback and no script to swap it in', async () => {
    const html = await renderMarkup(page);

    expect(html).toMatch(/^<main><!--\$--><ul id="large">/);
    expect(html).toContain('<li>Item number 999</li>');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it('rejects when a component throws, even behind a boundary', async () => {
    const Broken = () => {
      throw new Error('broken section');
    };
    const broken = createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading…') },
      createElement(Broken),
    );

    await expect(renderMarkup(broken)).rejects.toThrow('broken section');
  });
});
