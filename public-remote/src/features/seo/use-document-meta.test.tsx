import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { owner } from '../../test/fixtures';
import { useDocumentMeta } from './use-document-meta';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentMeta', () => {
  it('sets the description and the Open Graph tags, leaves the title to the host, and restores the page on unmount', () => {
    document.head.innerHTML = '<meta name="description" content="The host description">';
    document.title = 'Portfolio';
    const { unmount } = renderHook(() => useDocumentMeta(owner));

    expect(document.title).toBe('Portfolio');
    expect(meta('meta[name="description"]')).toBe('I build fast, accessible web applications.');
    expect(meta('meta[property="og:title"]')).toBe('Alex Morgan · Full-stack developer');
    expect(meta('meta[property="og:description"]')).toBe('I build fast, accessible web applications.');
    expect(meta('meta[property="og:image"]')).toBe('https://images.example.com/alex.jpg');
    expect(meta('meta[property="og:type"]')).toBe('profile');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    unmount();
    expect(document.title).toBe('Portfolio');
    expect(meta('meta[name="description"]')).toBe('The host description');
    expect(meta('meta[property="og:title"]')).toBeUndefined();
  });

  it('leaves the page alone until the profile is known', () => {
    document.title = 'Portfolio';
    renderHook(() => useDocumentMeta(undefined));
    expect(document.title).toBe('Portfolio');
    expect(document.head.querySelector('meta')).toBeNull();
  });
});
