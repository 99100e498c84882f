import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../tokens/viewports';
import { Stack } from '../primitives/Stack';
import { AppHeader } from '../fragments/AppHeader';
import { sampleEmail } from '../fragments/AppHeader/AppHeader.fixtures';
import { AppLayout } from '../fragments/AppLayout';
import { caseNow, sampleCases } from '../fragments/CaseCard/CaseCard.fixtures';
import { CaseList } from '../fragments/CaseList';
import { emptyCaseFilters, type CaseFilters } from '../fragments/CaseToolbar';
import { sampleTags } from '../fragments/CaseToolbar/CaseToolbar.fixtures';
import { DashboardOverview } from '../fragments/DashboardOverview';
import { sampleReports } from '../fragments/ReportCard/ReportCard.fixtures';
import { ReportFilters, defaultReportFilters, type ReportFiltersValue } from '../fragments/ReportFilters';
import {
  reportStatusOptions,
  reportTemplateOptions,
} from '../fragments/ReportFilters/ReportFilters.fixtures';
import { ReportList } from '../fragments/ReportList';
import { ReportListHeader } from '../fragments/ReportListHeader';
import { sampleReportSummary } from '../fragments/ReportListHeader/ReportListHeader.fixtures';
import { ReportStats } from '../fragments/ReportStats';
import { sampleReportStats } from '../fragments/ReportStats/ReportStats.fixtures';
import { dashboardShortcuts, sampleUser } from '../fragments/DashboardOverview/DashboardOverview.fixtures';
import { Sidebar } from '../fragments/Sidebar';
import { userSidebarItems } from '../fragments/Sidebar/Sidebar.fixtures';
import { trialFixtures } from '../fragments/TrialBanner/TrialBanner.fixtures';
import { LinkProvider } from '../utils/link';
import { storyLink } from '../utils/storyLink';

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
 * The reports screen ('/reports') as ReportsPage composes it: header with the statistics line, the six
 * statistic cards, search and filters (held here, as the app holds them in its store) and the grid of
 * report cards.
 */
function ReportsScreen() {
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<ReportFiltersValue>(defaultReportFilters);
  return (
    <Shell activePath="/reports">
      <Stack gap="lg" data-slot="reports-page">
        <ReportListHeader
          summary={sampleReportSummary}
          onRefresh={fn()}
          onClearCache={fn()}
          onCreate={fn()}
        />
        <ReportStats values={sampleReportStats} />
        <ReportFilters
          query={query}
          onQueryChange={setQuery}
          value={filters}
          onValueChange={setFilters}
          statusOptions={reportStatusOptions}
          templateOptions={reportTemplateOptions}
          onClear={() => {
            setQuery('');
            setFilters(defaultReportFilters);
          }}
        />
        <ReportList
          items={sampleReports}
          resultCount={sampleReports.length}
          onCreate={fn()}
          onRetry={fn()}
          onShowAll={fn()}
          onPageChange={fn()}
          onView={fn()}
          onEdit={fn()}
          onEnhance={fn()}
          onGeneratePdf={fn()}
          onDownload={fn()}
          onDuplicate={fn()}
          onDelete={fn()}
        />
      </Stack>
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
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Casos' })).toBeVisible();
    await expect(main.getAllByRole('article')).toHaveLength(sampleCases.length);
    // The sidebar is a closed drawer on a phone: read the marked entry from the DOM.
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Casos');
  },
};

/** A tag filter narrows the composed case list to the cases with that tag; pressing it again clears it. */
// skip-visual: the story ends with the filter cleared and nothing focused, the end state is the 'Casos' showcase
export const CasosTagFilter: Story = {
  tags: ['test-only', 'skip-visual'],
  render: () => <CasesScreen />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const tags = within(main.getByRole('group', { name: 'Etiquetas' }));
    await userEvent.click(tags.getByRole('button', { name: 'laboral' }));
    await expect(main.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(tags.getByRole('button', { name: 'laboral' }));
    await expect(main.getAllByRole('article')).toHaveLength(sampleCases.length);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** '/reports': header, statistics, search and filters and the report cards inside the app shell; the sidebar marks 'Informes'. */
export const Informes: Story = {
  render: () => <ReportsScreen />,
  play: async ({ canvas, canvasElement }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Generador de Informes' })).toBeVisible();
    await expect(main.getByText('12 informes · 5 con IA · 3 este mes')).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Buscar informes' })).toHaveValue('');
    const cards = within(main.getByRole('list', { name: 'Lista de informes' })).getAllByRole('article');
    await expect(cards).toHaveLength(sampleReports.length);
    for (const [index, report] of sampleReports.entries()) {
      await expect(within(cards[index]!).getByRole('heading', { level: 2 })).toHaveTextContent(report.title);
    }
    // The sidebar is a closed drawer on a phone: read the marked entry from the DOM.
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Informes');
  },
};

/** The composed reports screen holds the search: typing fills the box and 'Limpiar' empties it. */
// skip-visual: the story ends with the search cleared and nothing focused, the end state is the 'Informes' showcase
export const InformesSearch: Story = {
  tags: ['test-only', 'skip-visual'],
  render: () => <ReportsScreen />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const search = main.getByRole('searchbox', { name: 'Buscar informes' });
    await expect(main.queryByRole('button', { name: 'Limpiar' })).toBeNull();
    await userEvent.type(search, 'contrato');
    await expect(search).toHaveValue('contrato');
    await userEvent.click(main.getByRole('button', { name: 'Limpiar' }));
    await expect(search).toHaveValue('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
