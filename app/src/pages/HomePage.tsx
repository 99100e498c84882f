import { SectionPage } from './SectionPage';

/**
 * `/` for a signed-in user: the dashboard (spec §2). Signed-out users never get here: the auth guard
 * shows the landing page instead, which is why this route is not lazy. Until the dashboard issue
 * lands it is the section placeholder.
 */
export function HomePage() {
  return <SectionPage />;
}
