import { type AccentColors, accentPreset } from '@portfolio/shared/config';
import type { CSSProperties } from 'react';

/**
 * The owner's accent on the public site. The shell sets both themes' colours as custom properties on the element
 * around every public page (`accentScopeStyle`), in the server's markup, so the first paint has them; the host's
 * stylesheet picks the theme's (`[data-accent-scope]` in host/src/index.css), so the theme toggle, which only
 * flips a class, switches them too. `linkClass` (controls.ts), shared with the admin, falls back to the sky blue
 * outside a scope.
 */
export const ACCENT_SCOPE_ATTRIBUTE = 'data-accent-scope';

const ROLES: (keyof AccentColors)[] = ['text', 'fill', 'onFill'];
const propertyName = (theme: 'light' | 'dark', role: keyof AccentColors) =>
  `--accent-${theme}-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** `--accent-light-text`, `--accent-dark-on-fill`, …: the preset's colours, for the scope's `style`. */
export function accentScopeStyle(accent: string | null | undefined): CSSProperties {
  const preset = accentPreset(accent);
  return Object.fromEntries(
    (['light', 'dark'] as const).flatMap((theme) =>
      ROLES.map((role) => [propertyName(theme, role), preset[theme][role]]),
    ),
  ) as CSSProperties;
}

// Whole class names, so every app's Tailwind finds them; for the public pages, inside the scope.
/** Text in the accent: the title under the owner's name. */
export const accentTextClass = 'text-(--accent-text)';
/** A filled button in the accent, with its readable label colour. */
export const accentFillClass = 'bg-(--accent-fill) text-(--accent-on-fill)';
/** A dot or a rule in the accent. */
export const accentDotClass = 'bg-(--accent-fill)';
