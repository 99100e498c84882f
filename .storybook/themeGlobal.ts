import type { Preview } from '@storybook/react-vite';

/**
 * The `theme` global. Its values (`claro`, `oscuro`) are what the visual runner puts in the URL
 * (`globals=theme:oscuro`, tests/visual/run.mjs) and key the baselines, so they never change; the toolbar
 * shows Spanish labels. No CSS here, so tests can import it in Node.
 */
export const THEME_NAMES = ['claro', 'oscuro'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'claro';

/** Toolbar item of the theme global: 'Tema', with 'Claro' and 'Oscuro'. */
export const themeGlobalType: NonNullable<Preview['globalTypes']>[string] = {
  name: 'Tema',
  description: 'Tema de color de los componentes y de la documentación',
  toolbar: {
    title: 'Tema',
    icon: 'paintbrush',
    items: [
      { value: 'claro', title: 'Claro', icon: 'sun' },
      { value: 'oscuro', title: 'Oscuro', icon: 'moon' },
    ],
    dynamicTitle: false,
  },
};

/** The theme a global value names; anything else (unset, a stale value) is the default. */
export function themeName(value: unknown): ThemeName {
  return THEME_NAMES.includes(value as ThemeName) ? (value as ThemeName) : DEFAULT_THEME;
}
