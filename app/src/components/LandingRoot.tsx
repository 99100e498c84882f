import { LandingPage } from '../pages/LandingPage';
import { AuthScreens } from './AuthScreens';

/**
 * The signed-out landing page on `/` without the router (ADR 0035, Initial JS): what `RootLayout` and
 * the auth guard show there with no account screen open, and the account screens' idle preload. The
 * prerender renders this same tree and the browser hydrates it; the first navigation (an account
 * screen, a footer link) loads the router, which then renders the page (`main.tsx`).
 */
export function LandingRoot() {
  return (
    <>
      <LandingPage />
      <AuthScreens />
    </>
  );
}
