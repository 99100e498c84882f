import { AppShell } from '../components/AppShell';
import { SectionPage } from './SectionPage';

/** `/` signed in: the dashboard inside the app shell (default export for `React.lazy`). */
export default function Dashboard() {
  return (
    <AppShell>
      <SectionPage />
    </AppShell>
  );
}
