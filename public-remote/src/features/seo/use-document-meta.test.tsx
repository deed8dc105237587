import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyOwner, owner } from '../../test/fixtures';
import { profileMeta, shorten, useDocumentMeta } from './use-document-meta';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('profileMeta', () => {
  it('titles the page with the name and the professional title, described by the bio', () => {
    expect(profileMeta(owner, 'https://alex.example.com/')).toEqual({
      title: 'Alex Morgan · Full-stack developer',
      description: 'I build fast, accessible web applications.',
      image: 'https://images.example.com/alex.jpg',
      firstName: 'Alex',
      lastName: 'Morgan',
    });
  });

  it('falls back to the default title and a generated description, without an image', () => {
    const result = profileMeta(emptyOwner, 'https://alex.example.com/');
    expect(result.title).toBe('Alex Morgan · front end developer');
    expect(result.description).toBe('Alex Morgan, front end developer: experience, stack and projects.');
    expect(result.image).toBeNull();
  });

  it('makes an uploaded avatar path absolute, since link previews need full URLs', () => {
    const result = profileMeta(
      { ...owner, avatar: '/uploads/avatars/alex.png' },
      'https://alex.example.com/',
    );
    expect(result.image).toBe('https://alex.example.com/uploads/avatars/alex.png');
  });

  it('shortens a long bio at a word boundary', () => {
    const text = shorten('word '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/word…$/);
  });
});

describe('useDocumentMeta', () => {
  it('sets the description and the Open Graph tags, leaves the title to the host, and restores the page on unmount', () => {
    document.head.innerHTML = '<meta name="description" content="The host description">';
    document.title = 'Portfolio';
    const { unmount } = renderHook(() => useDocumentMeta(profileMeta(owner, 'https://alex.example.com/')));

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
