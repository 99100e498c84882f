import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { useEffect as useStoryEffect } from 'storybook/preview-api';
import { create, type ThemeVars } from 'storybook/theming';
import { darkTheme, lightTheme, vars } from '../packages/ui/src/tokens';
import { themeName, type ThemeName } from './themeGlobal';

/** The class each theme value puts on `<html>`. */
export const THEME_CLASSES: Record<ThemeName, string> = { claro: lightTheme, oscuro: darkTheme };

/** Puts the theme's class on `<html>` (and takes the other theme's off), as addon-themes' class decorator did. */
export function applyThemeClass(name: ThemeName): void {
  const root = document.documentElement;
  for (const [other, className] of Object.entries(THEME_CLASSES)) {
    if (other !== name) root.classList.remove(className);
  }
  root.classList.add(THEME_CLASSES[name]);
}

/** Story decorator: the selected theme's tokens apply to the whole page, portals included. */
export const withTheme: Decorator = (Story, context) => {
  const name = themeName(context.globals.theme);
  useStoryEffect(() => applyThemeClass(name), [name]);
  return <Story />;
};

/**
 * Resolved values of tokens in a theme: `vars.color.accent` is `var(--…)`, the theme's class holds its
 * value. Read from a hidden probe, so either theme can be read whichever one the page shows.
 */
export function readTokens<const T extends Record<string, string>>(name: ThemeName, tokens: T) {
  const probe = document.createElement('div');
  probe.className = THEME_CLASSES[name];
  probe.hidden = true;
  document.body.append(probe);
  const style = getComputedStyle(probe);
  const values = Object.fromEntries(
    Object.entries(tokens).map(([key, token]) => [
      key,
      style.getPropertyValue(token.replace(/^var\((--[^,)]+).*$/, '$1')).trim(),
    ]),
  ) as { [K in keyof T]: string };
  probe.remove();
  return values;
}

/** Storybook's Docs theme painted with the ui theme's tokens: the page, the example frames, the tables. */
export function docsTheme(name: ThemeName): ThemeVars {
  const { color, font } = vars;
  const t = readTokens(name, {
    background: color.background,
    surface: color.surface,
    surfaceMuted: color.surfaceMuted,
    onSurface: color.onSurface,
    onSurfaceMuted: color.onSurfaceMuted,
    border: color.border,
    borderStrong: color.borderStrong,
    accent: color.accent,
    accentSoft: color.accentSoft,
    sans: font.sans,
    mono: font.mono,
  });
  return create({
    base: name === 'oscuro' ? 'dark' : 'light',
    colorPrimary: t.accent,
    colorSecondary: t.accent,
    // Each example sits on the same background as its story canvas (body: vars.color.background).
    appBg: t.background,
    appContentBg: t.background,
    appPreviewBg: t.background,
    appHoverBg: t.accentSoft,
    appBorderColor: t.border,
    appBorderRadius: 8,
    textColor: t.onSurface,
    textInverseColor: t.surface,
    textMutedColor: t.onSurfaceMuted,
    barBg: t.surface,
    barTextColor: t.onSurfaceMuted,
    barHoverColor: t.accent,
    barSelectedColor: t.accent,
    buttonBg: t.surfaceMuted,
    buttonBorder: t.border,
    booleanBg: t.surfaceMuted,
    booleanSelectedBg: t.surface,
    inputBg: t.surface,
    inputBorder: t.borderStrong,
    inputTextColor: t.onSurface,
    inputBorderRadius: 4,
    fontBase: t.sans,
    fontCode: t.mono,
  });
}

type GlobalsEvent = { globals?: Record<string, unknown> } | undefined;

/**
 * Docs pages follow the theme global: Storybook themes Docs on its own (white by default), so the page
 * stayed white while the stories on it went dark. MDX pages without stories get the `<html>` class here.
 */
export function ThemedDocsContainer({ context, children }: DocsContainerProps & { children?: ReactNode }) {
  const { channel } = context;
  const [name, setName] = useState<ThemeName>(() => {
    const last =
      (channel.last(GLOBALS_UPDATED) as GlobalsEvent[] | undefined)?.[0] ??
      (channel.last(SET_GLOBALS) as GlobalsEvent[] | undefined)?.[0];
    return themeName(last?.globals?.theme);
  });
  useEffect(() => {
    const onGlobals = (event: GlobalsEvent) => setName(themeName(event?.globals?.theme));
    channel.on(GLOBALS_UPDATED, onGlobals);
    channel.on(SET_GLOBALS, onGlobals);
    return () => {
      channel.off(GLOBALS_UPDATED, onGlobals);
      channel.off(SET_GLOBALS, onGlobals);
    };
  }, [channel]);
  useEffect(() => applyThemeClass(name), [name]);
  const theme = useMemo(() => docsTheme(name), [name]);
  return (
    <DocsContainer context={context} theme={theme}>
      {children}
    </DocsContainer>
  );
}
