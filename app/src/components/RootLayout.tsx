import { Outlet, ScrollRestoration } from 'react-router';
import { useAuthScreens } from '../state/authScreens';
import { AuthScreens } from './AuthScreens';
import { CookieConsentGate } from './CookieConsentGate';

/**
 * The root route: the page, or the account screen opened over it (login, registration…), the cookie
 * banner, and scroll restoration between pages.
 */
export function RootLayout() {
  const { screen } = useAuthScreens();
  return (
    <>
      {screen === null ? <Outlet /> : null}
      <AuthScreens />
      <CookieConsentGate />
      <ScrollRestoration />
    </>
  );
}
