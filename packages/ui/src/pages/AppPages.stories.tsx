import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../tokens/viewports';
import { AppHeader } from '../fragments/AppHeader';
import { sampleEmail } from '../fragments/AppHeader/AppHeader.fixtures';
import { AppLayout } from '../fragments/AppLayout';
import { caseNow, sampleCases } from '../fragments/CaseCard/CaseCard.fixtures';
import { CaseList } from '../fragments/CaseList';
import { emptyCaseFilters, type CaseFilters } from '../fragments/CaseToolbar';
import { sampleTags } from '../fragments/CaseToolbar/CaseToolbar.fixtures';
import { DashboardOverview } from '../fragments/DashboardOverview';
import { dashboardShortcuts, sampleUser } from '../fragments/DashboardOverview/DashboardOverview.fixtures';
import { Sidebar } from '../fragments/Sidebar';
import { userSidebarItems } from '../fragments/Sidebar/Sidebar.fixtures';
import { trialFixtures } from '../fragments/TrialBanner/TrialBanner.fixtures';
import { LinkProvider, type RenderLink } from '../utils/link';

/** Story links do not navigate: clicking one would reload the iframe. */
const storyLink: RenderLink = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

/** The signed-in shell as the app composes it: AppHeader and Sidebar in AppLayout, the drawer held here. */
function Shell({ activePath, children }: { activePath: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <LinkProvider linkComponent={storyLink}>
      <AppLayout
        mainId="contenido-app"
        header={
          <AppHeader
            email={sampleEmail}
            onSignOut={fn()}
            sidebarOpen={open}
            sidebarId="app-sidebar"
            onToggleSidebar={() => setOpen((current) => !current)}
          />
        }
        sidebar={
          <Sidebar
            id="app-sidebar"
            items={userSidebarItems}
            activePath={activePath}
            open={open}
            onClose={() => setOpen(false)}
          />
        }
      >
        {children}
      </AppLayout>
    </LinkProvider>
  );
}

/** The cases screen: the list with its own filter state, as the app holds it. */
function CasesScreen() {
  const [filters, setFilters] = useState<CaseFilters>(emptyCaseFilters);
  const query = filters.query.trim().toLowerCase();
  const items = sampleCases.filter(
    (item) =>
      (query === '' || `${item.title} ${item.clientName ?? ''}`.toLowerCase().includes(query)) &&
      (filters.status === 'all' || item.status === filters.status) &&
      filters.tags.every((tag) => item.tags.includes(tag)),
  );
  return (
    <Shell activePath="/cases">
      <CaseList
        items={items}
        totalCount={sampleCases.length}
        now={caseNow}
        filters={filters}
        onFiltersChange={setFilters}
        availableTags={sampleTags}
        onCreate={fn()}
        onEdit={fn()}
        onDelete={fn()}
        onRetry={fn()}
      />
    </Shell>
  );
}

/**
 * Whole screens of the signed-in app composed from the fragments, with mocked data: what a designer
 * reviews as one page (header, sidebar, content) at phone and desktop widths.
 */
const meta = {
  title: 'Pages/Aplicación',
  // Ids name the visual baselines' files: the title's accent is left out.
  id: 'pages-aplicacion',
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** '/dashboard': greeting, plan, trial banner and shortcuts inside the app shell. */
export const Panel: Story = {
  render: () => (
    <Shell activePath="/dashboard">
      <DashboardOverview
        {...sampleUser}
        trial={{ ...trialFixtures.active, onUpgrade: fn() }}
        shortcuts={dashboardShortcuts}
      />
    </Shell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hola, Lucía Martín Sanz' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** '/cases': the case list with filters inside the app shell; the sidebar marks 'Casos'. */
export const Casos: Story = {
  render: () => <CasesScreen />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Casos' })).toBeVisible();
    await expect(main.getAllByRole('article')).toHaveLength(sampleCases.length);
    await userEvent.click(
      within(main.getByRole('group', { name: 'Etiquetas' })).getByRole('button', { name: 'laboral' }),
    );
    await expect(main.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(
      within(main.getByRole('group', { name: 'Etiquetas' })).getByRole('button', { name: 'laboral' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
