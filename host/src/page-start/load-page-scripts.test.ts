import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageScripts } from './load-page-scripts';

describe('loadPageScripts', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds every preload a few per task, then imports the entry', () => {
    vi.useFakeTimers();
    const imported = vi.fn(() => Promise.resolve());
    const modules = ['/a.js', '/b.js', '/c.js', '/d.js'];
    loadPageScripts({ url: '/', entry: '/a.js', modules, fetches: ['/mf-manifest.json'] }, imported);
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    expect(links()).toEqual(['modulepreload /a.js', 'modulepreload /b.js', 'modulepreload /c.js']);
    expect(imported).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(links().slice(3)).toEqual(['modulepreload /d.js', 'preload /mf-manifest.json']);
    expect(imported).toHaveBeenCalledWith('/a.js');
  });
});
