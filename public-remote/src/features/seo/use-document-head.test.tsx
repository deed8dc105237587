import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, projects } from '../../test/fixtures';
import { type HeadOf, useDocumentHead } from './use-document-head';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const origin = window.location.origin;
const trail: HeadOf = (heads, siteUrl) => heads.projectPageHead(projects[1]!, owner, siteUrl);

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useDocumentHead', () => {
  it("writes the page's head once the builders have loaded, leaves the title to the host, and undoes it on unmount", async () => {
    document.head.innerHTML = '<meta name="description" content="The host description">';
    document.title = 'Portfolio';
    const { unmount } = renderHook(() => useDocumentHead('/projects/trail-planner', trail));

    await waitFor(() => expect(canonical()).toBe(`${origin}/projects/trail-planner`));
    expect(meta('meta[name="description"]')).toBe(projects[1]!.description);
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/projects/trail-planner`);
    expect(document.title).toBe('Portfolio');

    unmount();
    expect(meta('meta[name="description"]')).toBe('The host description');
    expect(canonical()).toBeUndefined();
  });

  it('keeps the head the server wrote for this page', async () => {
    const server = `<link rel="canonical" href="${origin}/projects/trail-planner"><meta property="og:title" content="From the server">`;
    document.head.innerHTML = server;
    renderHook(() => useDocumentHead('/projects/trail-planner', trail));
    // What the builders would have written, had they been loaded, is not written.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.innerHTML).toBe(server);
  });

  it('writes nothing for a page gone before the builders arrive', async () => {
    const { unmount } = renderHook(() => useDocumentHead('/projects/trail-planner', trail));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('meta, link')).toBeNull();
  });

  it('leaves the page alone until the data is known', () => {
    renderHook(() => useDocumentHead('/', undefined));
    expect(document.head.querySelector('meta, link')).toBeNull();
  });
});
