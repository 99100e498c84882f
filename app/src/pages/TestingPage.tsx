import { SectionPage } from './SectionPage';

/** Placeholder until its screen lands (issue 14): the section's 'en construcción' page. */
export function TestingPage() {
  return <SectionPage />;
}
