import { SectionPage } from './SectionPage';

/** STUB (groundwork, issue 15): replaced by the page's author. */
export function IaSupervisorPage() {
  return <SectionPage />;
}
