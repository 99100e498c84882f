import { useEffect, useSyncExternalStore } from 'react';
import { darkTheme, lightTheme } from '@alegato/ui';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the system asks for a dark colour scheme. Light when unknown. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => darkQuery()?.matches ?? false,
    () => false,
  );
}

/** Puts exactly one theme class on `<html>`: the ui `darkTheme` when `dark`, else `lightTheme`. */
export function applyTheme(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(darkTheme, dark);
  root.classList.toggle(lightTheme, !dark);
}

/** Applies the theme the system prefers before the first render, so there is no flash. */
export function applyInitialTheme(): void {
  applyTheme(darkQuery()?.matches ?? false);
}

/** Keeps the `<html>` theme class in step with the system setting. Renders nothing. */
export function ThemeSync() {
  const dark = usePrefersDark();
  useEffect(() => applyTheme(dark), [dark]);
  return null;
}
