import { THEME_STORAGE_KEY } from '@portfolio/shared/config';
import type { Theme } from '@portfolio/shared/state';

// localStorage throws in some privacy modes: the theme is then simply not remembered.
export function readStoredTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' ? stored : null;
  } catch {
    return null;
  }
}

export function storeTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // not remembered, still applied
  }
}
