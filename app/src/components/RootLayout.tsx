import { Outlet, ScrollRestoration } from 'react-router';
import { useAuthScreens } from '../state/authScreens';
import { AuthScreens } from './AuthScreens';

/**
 * The root route: the page, or the account screen opened over it (login, registration…), and scroll
 * restoration between pages. The cookie banner sits beside the router (`AppTree`), so it keeps its
 * state when the landing page hands over to the router (ADR 0035, Initial JS).
 */
export function RootLayout() {
  const { screen } = useAuthScreens();
  return (
    <>
      {screen === null ? <Outlet /> : null}
      <AuthScreens />
      <ScrollRestoration />
    </>
  );
}
