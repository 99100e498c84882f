import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  NavigatorProvider,
  pathOf,
  staticNavigator,
  useAppLocation,
  type AppNavigate,
  type Navigator,
} from './appNavigation';
import { useAuthScreens } from './state/authScreens';

/** Renders `use` inside a provider of `navigator` (react-dom/server runs the hooks) and returns its result. */
function runHook<T>(navigator: Navigator, use: () => T): T {
  let result: T | undefined;
  const Probe = () => {
    result = use();
    return null;
  };
  renderToString(createElement(NavigatorProvider, { navigator, children: createElement(Probe) }));
  if (result === undefined) throw new Error('the hook did not run');
  return result;
}

const landing = { pathname: '/', search: '', hash: '' };

describe('app navigation without the router (ADR 0035, Initial JS)', () => {
  it('writes a target as a path, keeping the current path when it names none', () => {
    expect(pathOf('/legal/privacy-policy', landing)).toBe('/legal/privacy-policy');
    expect(pathOf({ search: '?acceso=entrar' }, landing)).toBe('/?acceso=entrar');
    expect(pathOf({ pathname: '/casos-exito', hash: '#uno' }, landing)).toBe('/casos-exito#uno');
  });

  it('gives the navigator’s location to the components below it', () => {
    const location = { pathname: '/legal/legal-notice', search: '?x=1', hash: '' };
    expect(runHook(staticNavigator(location), useAppLocation)).toBe(location);
  });

  it('opens and closes the account screens through the navigator (the landing page’s loads the router)', () => {
    const navigate = vi.fn<AppNavigate>();
    const screens = runHook(staticNavigator(landing, navigate), useAuthScreens);
    expect(screens.screen).toBeNull();
    screens.openLogin();
    expect(navigate).toHaveBeenLastCalledWith(
      { pathname: '/', search: '?acceso=entrar', hash: '' },
      { replace: false, preventScrollReset: true },
    );
    const open = runHook(
      staticNavigator({ ...landing, search: '?acceso=registro' }, navigate),
      useAuthScreens,
    );
    expect(open.screen).toBe('register');
    open.close();
    expect(navigate).toHaveBeenLastCalledWith(
      { pathname: '/', search: '', hash: '' },
      { replace: true, preventScrollReset: true },
    );
  });

  it('refuses to run without a navigator', () => {
    expect(() => renderToString(createElement(() => (useAppLocation(), null)))).toThrow(/NavigatorProvider/);
  });
});
