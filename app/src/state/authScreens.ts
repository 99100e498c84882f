import { useMemo } from 'react';
import { useAppLocation, useAppNavigate } from '../appNavigation';

/**
 * Which account screen is open over the public pages, if any: login, registration, the 'Cuenta Creada'
 * notice after a sign-up that needs confirmation, and the forgotten-password request.
 */
export type AuthScreen = 'login' | 'register' | 'created' | 'forgot';

/**
 * The query parameter that names the open account screen, so each has an address of its own
 * (`/?acceso=entrar`, `/?acceso=registro`): it can be linked to, and browser Back closes it instead of
 * leaving the site. The page underneath stays what the path says (the landing on `/`, spec §2).
 */
export const AUTH_SCREEN_PARAM = 'acceso';

const SLUGS: Readonly<Record<AuthScreen, string>> = {
  login: 'entrar',
  register: 'registro',
  forgot: 'recuperar',
  created: 'cuenta-creada',
};

/** The account screen a query string names, or null (absent or unknown). */
export function authScreenFromSearch(search: string): AuthScreen | null {
  const slug = new URLSearchParams(search).get(AUTH_SCREEN_PARAM);
  const entry = Object.entries(SLUGS).find(([, value]) => value === slug);
  return entry ? (entry[0] as AuthScreen) : null;
}

/** The query string with `screen` open (or none when null), other parameters kept; '' or '?…'. */
export function searchWithAuthScreen(search: string, screen: AuthScreen | null): string {
  const params = new URLSearchParams(search);
  if (screen) params.set(AUTH_SCREEN_PARAM, SLUGS[screen]);
  else params.delete(AUTH_SCREEN_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Opens and closes the account screens (the header buttons, get-started and login actions use it). The
 * open screen lives in the address ({@link AUTH_SCREEN_PARAM}): opening one adds a history entry, closing
 * it replaces the entry.
 */
export function useAuthScreens() {
  const location = useAppLocation();
  const navigate = useAppNavigate();
  const screen = authScreenFromSearch(location.search);
  return useMemo(() => {
    const go = (next: AuthScreen | null, replace = false) =>
      navigate(
        {
          pathname: location.pathname,
          search: searchWithAuthScreen(location.search, next),
          hash: location.hash,
        },
        { replace, preventScrollReset: true },
      );
    return {
      /** The open screen, or null. */
      screen,
      /** Opens the login screen. */
      openLogin: () => go('login'),
      /** Opens the registration screen. */
      openRegister: () => go('register'),
      /** Opens the forgotten-password screen. */
      openForgot: () => go('forgot'),
      /** Shows 'Cuenta Creada' after a sign-up that needs e-mail confirmation (replaces 'registro'). */
      openCreated: () => go('created', true),
      /** Closes whatever is open (the screens' back action). */
      close: () => go(null, true),
    };
  }, [screen, navigate, location.pathname, location.search, location.hash]);
}
