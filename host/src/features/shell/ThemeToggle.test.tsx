import { THEME_STORAGE_KEY } from '@portfolio/shared/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from '@portfolio/shared/state';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeSync } from './ThemeSync';
import { ThemeToggle } from './ThemeToggle';

const renderTheme = () =>
  render(
    <Provider store={createStore()}>
      <ThemeSync />
      <ThemeToggle />
    </Provider>,
  );

describe('theme', () => {
  afterEach(() => document.body.classList.remove('dark'));

  it('is dark by default: the dark class is on <body>', () => {
    renderTheme();
    expect(document.body).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between dark and light and remembers the choice', async () => {
    const user = userEvent.setup();
    renderTheme();
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('starts with the remembered theme on the next visit', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderTheme();
    expect(document.body).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    renderTheme();
    expect(document.body).toHaveClass('dark');
  });
});
