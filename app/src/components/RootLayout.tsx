import { Outlet, ScrollRestoration } from 'react-router';
import { AuthScreens } from './AuthScreens';

/** The root route: the page, the account screens over it, and scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <AuthScreens />
      <ScrollRestoration />
    </>
  );
}
