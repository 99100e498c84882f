import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEME_NAMES, themeGlobalType, themeName } from '../.storybook/themeGlobal.ts';

/** The theme values the visual runner puts in `globals=theme:…` (its baselines are keyed by them). */
function visualRunnerThemes(): string[] {
  const source = readFileSync(new URL('../tests/visual/run.mjs', import.meta.url), 'utf8');
  const list = /const THEMES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

describe('Storybook theme toolbar', () => {
  it("is titled 'Tema' with the items 'Claro' and 'Oscuro'", () => {
    expect(themeGlobalType.toolbar?.title).toBe('Tema');
    expect(themeGlobalType.toolbar?.dynamicTitle).toBe(false);
    const items = themeGlobalType.toolbar?.items.map((item) =>
      typeof item === 'string' ? { value: item, title: item } : { value: item.value, title: item.title },
    );
    expect(items).toEqual([
      { value: 'claro', title: 'Claro' },
      { value: 'oscuro', title: 'Oscuro' },
    ]);
  });

  it('keeps the global values the visual runner sets in the URL', () => {
    expect([...THEME_NAMES]).toEqual(visualRunnerThemes());
    expect(DEFAULT_THEME).toBe('claro');
    expect(themeName('oscuro')).toBe('oscuro');
    expect(themeName(undefined)).toBe('claro');
    expect(themeName('dark')).toBe('claro');
  });
});
