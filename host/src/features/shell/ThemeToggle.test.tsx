import { THEME_STORAGE_KEY } from '@portfolio/shared/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

// The page's first inline script (host/index.html) is what the toggle does: run it as the page does.
const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const themeScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
let removeListeners: () => void;

function runThemeScript() {
  const added: Parameters<typeof document.addEventListener>[] = [];
  const addEventListener = document.addEventListener.bind(document);
  document.addEventListener = ((...args: Parameters<typeof document.addEventListener>) => {
    added.push(args);
    addEventListener(...args);
  }) as typeof document.addEventListener;
  try {
    new Function(themeScript)();
  } finally {
    document.addEventListener = addEventListener;
  }
  removeListeners = () => added.forEach((args) => document.removeEventListener(...args));
}

describe('theme', () => {
  beforeEach(() => document.body.classList.add('dark'));
  afterEach(() => {
    removeListeners();
    localStorage.clear();
  });

  it('is dark by default: the dark class is on <body>', () => {
    runThemeScript();
    render(<ThemeToggle />);
    expect(document.body).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between dark and light and remembers the choice', async () => {
    const user = userEvent.setup();
    runThemeScript();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    await user.click(toggle);
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches a toggle React never drew, as on a page nobody hydrated', async () => {
    runThemeScript();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button type="button" data-theme-toggle aria-label="Toggle theme" aria-pressed="true"></button>',
    );
    const toggle = screen.getByRole('button', { name: 'Toggle theme' });
    await userEvent.click(toggle);
    expect(document.body).not.toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.remove();
  });

  it('starts with the remembered theme on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runThemeScript();
    render(<ThemeToggle />);
    expect(document.body).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    runThemeScript();
    render(<ThemeToggle />);
    expect(document.body).toHaveClass('dark');
  });
});
