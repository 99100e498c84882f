import { LandingPage } from '../pages/LandingPage';

/**
 * The signed-out landing page on `/` without the router (ADR 0035, Initial JS): what `RootLayout` and
 * the auth guard show there with no account screen open. The prerender renders this same tree and the
 * browser hydrates it; the first navigation (an account screen, a footer link) loads the router, which
 * then renders the page (`main.tsx`, which also preloads the router and the account screens when idle).
 */
export function LandingRoot() {
  return <LandingPage />;
}
