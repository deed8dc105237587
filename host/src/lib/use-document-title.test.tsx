import { renderWithProviders } from '@portfolio/ui/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-utils';
import { useHomeTitle, usePublicPageTitle } from './use-document-title';

const owner = { id: 1, firstName: 'Ada', lastName: 'Lovelace', professionalTitle: 'Analyst' };

function SignInProbe() {
  usePublicPageTitle('Sign in');
  return null;
}

function HomeProbe() {
  useHomeTitle();
  return null;
}

const titles = () => document.querySelectorAll('title');

describe('document titles', () => {
  beforeEach(() => {
    // The page's own title, as index.html and the host server write it.
    document.head.innerHTML = '<title>Portfolio</title>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names a public page, then the owner once the profile arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(owner)),
    );
    renderWithProviders(<SignInProbe />, { path: '/login', route: '/login' });
    expect(document.title).toBe('Sign in · Portfolio');
    await vi.waitFor(() => expect(document.title).toBe('Sign in · Ada Lovelace'));
    expect(titles()).toHaveLength(1);
  });

  it('titles the home page with the owner and their professional title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(owner)),
    );
    renderWithProviders(<HomeProbe />, { path: '/', route: '/' });
    await vi.waitFor(() => expect(document.title).toBe('Ada Lovelace · Analyst'));
    expect(titles()).toHaveLength(1);
  });

  it('keeps a generic site name when the profile cannot be read', async () => {
    const fetch = vi.fn(async () => jsonResponse({ status: 500, title: 'Internal Server Error' }, 500));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SignInProbe />, { path: '/login', route: '/login' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(document.title).toBe('Sign in · Portfolio');
  });
});
