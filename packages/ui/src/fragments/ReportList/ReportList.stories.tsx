import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DeleteReportDialog } from '../ReportCard/DeleteReportDialog';
import {
  busyReport,
  completedReport,
  longReport,
  manyReports,
  sampleReports,
  unknownStatusReport,
} from '../ReportCard/ReportCard.fixtures';
import { ReportList, type ReportListProps } from './ReportList';

const PER_PAGE = 20;
const TOTAL = 25;

/** Holds the page (the fragment is controlled only) and shows that page of 25 reports. */
function Paged(args: ReportListProps) {
  const [page, setPage] = useState(args.pagination?.page ?? 1);
  const offset = (page - 1) * PER_PAGE;
  return (
    <ReportList
      {...args}
      items={manyReports(Math.min(PER_PAGE, TOTAL - offset), offset)}
      pagination={{
        page,
        perPage: PER_PAGE,
        total: TOTAL,
        hasPrev: page > 1,
        hasNext: page * PER_PAGE < TOTAL,
      }}
      onPageChange={(next) => {
        args.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

/** 'Eliminar' on a card opens the confirmation, as the app does. */
function WithDeleteDialog(args: ReportListProps) {
  const [pending, setPending] = useState<string | null>(null);
  const report = args.items.find((item) => item.id === pending);
  return (
    <>
      <ReportList
        {...args}
        onDelete={(id) => {
          args.onDelete(id);
          setPending(id);
        }}
      />
      <DeleteReportDialog
        open={report !== undefined}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        reportTitle={report?.title ?? ''}
        onConfirm={() => setPending(null)}
      />
    </>
  );
}

const meta = {
  title: 'Fragments/Informes/ReportList',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportlist',
  component: ReportList,
  args: {
    items: sampleReports,
    onCreate: fn(),
    onRetry: fn(),
    onShowAll: fn(),
    onPageChange: fn(),
    onView: fn(),
    onEdit: fn(),
    onEnhance: fn(),
    onGeneratePdf: fn(),
    onDownload: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves no hover or focus behind, so the screenshot does not depend on the pointer. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** The grid's column count, read from the computed style. */
function columns(canvasElement: HTMLElement): number {
  const grid = canvasElement.querySelector<HTMLElement>('[data-slot="report-list-items"]');
  return getComputedStyle(grid!).gridTemplateColumns.split(' ').length;
}

/**
 * One card per status, three columns on a wide screen; each card offers the actions of its status; no
 * banner, no pagination.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Lista de informes' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(5);
    await expect(columns(canvasElement)).toBe(3);
    await expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
      sampleReports[0]!.title,
    );
    const offered = cards.map((card) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.dataset.slot!.replace('report-card-', '')),
    );
    await expect(offered).toEqual([
      ['view', 'edit', 'enhance', 'duplicate', 'delete'],
      ['view', 'pdf', 'duplicate', 'delete'],
      ['view', 'download', 'duplicate', 'delete'],
      ['view', 'duplicate', 'delete'],
      ['view', 'edit', 'duplicate', 'delete'],
    ]);
    await expect(canvasElement.querySelector('[data-slot="report-list-search-banner"]')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

// skip-visual: the end state is the 'Default' showcase (the actions only report to the args).
/** Each card's actions report that card's report id. */
export const ActionsReportTheId: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const cards = canvas.getAllByRole('article');
    await userEvent.click(within(cards[2]!).getByRole('button', { name: /^Descargar/ }));
    await expect(args.onDownload).toHaveBeenCalledWith('rep-arrendamiento');
    await userEvent.click(within(cards[1]!).getByRole('button', { name: /^Ver/ }));
    await expect(args.onView).toHaveBeenCalledWith('rep-apelacion');
    await settle(canvasElement);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {}, cardLabels: {} } };

/** No reports at all: 'No hay informes creados' and 'Crear Primer Informe'. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No hay informes creados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear Primer Informe' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Empty' showcase ('Crear Primer Informe' only reports to the args).
/** 'Crear Primer Informe' asks to create. */
export const CreateFirstReport: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { items: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear Primer Informe' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** Filters leave nothing: 'No se encontraron resultados', no create action. */
export const NoResults: Story = {
  args: { items: [], filtered: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
    await expect(canvas.getByText('Intenta ajustar tu búsqueda o filtros')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Crear Primer Informe' })).toBeNull();
  },
};

/** Search mode with results: the banner with the query and the count; 'Ver todos los informes'. */
export const SearchResults: Story = {
  args: { items: [completedReport, longReport], query: 'apelación' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resultados de búsqueda para "apelación"')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 resultados');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Ver todos los informes' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'SearchResults' showcase (the button only reports to the args).
/** 'Ver todos los informes' leaves the search. */
export const ShowAllLeavesSearch: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { items: [completedReport, longReport], query: 'apelación' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver todos los informes' }));
    await expect(args.onShowAll).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** A search that finds nothing: banner with '0 resultados' and 'No se encontraron resultados'. */
export const EmptySearch: Story = {
  args: { items: [], query: 'usucapión' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resultados de búsqueda para "usucapión"')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resultados');
    await expect(canvas.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
  },
};

/** The first load: 'Cargando informes...' and skeleton cards. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando informes...');
    await expect(canvasElement.querySelector('[data-slot="report-list"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A search runs: 'Buscando informes...'. */
export const Searching: Story = {
  args: { items: [], loading: true, query: 'demanda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando informes...');
  },
};

/** The load failed: 'Error cargando informes' with the message and 'Reintentar'. */
export const Error: Story = {
  args: { items: [], error: 'No se pudo conectar con el servidor.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Error cargando informes' })).toBeVisible();
    await expect(alert).toHaveTextContent('No se pudo conectar con el servidor.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Error' showcase ('Reintentar' only reports to the args).
/** 'Reintentar' asks to load again. */
export const RetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { items: [], error: 'No se pudo conectar con el servidor.' },
  play: async ({ canvas, canvasElement, args }) => {
    const alert = canvas.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await settle(canvasElement);
  },
};

/** 25 reports, 20 a page, the first page: range, 'Página 1', 'Anterior' disabled. */
export const Pagination: Story = {
  render: (args) => <Paged {...args} />,
  args: { pagination: { page: 1, perPage: PER_PAGE, total: TOTAL, hasPrev: false, hasNext: true } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación de informes' });
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
    await expect(nav).toHaveTextContent('Mostrando 1 - 20 de 25 informes');
    await expect(within(nav).getByText('Página 1')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  },
};

/** The last page of 25 reports: 'Mostrando 21 - 25', 'Página 2', 'Siguiente' disabled. */
export const LastPage: Story = {
  render: (args) => <Paged {...args} />,
  args: { pagination: { page: 2, perPage: PER_PAGE, total: TOTAL, hasPrev: true, hasNext: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación de informes' });
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(nav).toHaveTextContent('Mostrando 21 - 25 de 25 informes');
    await expect(within(nav).getByText('Página 2')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

// skip-visual: the end state (back on the first page) is the 'Pagination' showcase.
/** 'Siguiente' and 'Anterior' report the page and move between the first and the last page. */
export const PagingForwardAndBack: Story = {
  tags: ['test-only', 'skip-visual'],
  render: (args) => <Paged {...args} />,
  args: { pagination: { page: 1, perPage: PER_PAGE, total: TOTAL, hasPrev: false, hasNext: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación de informes' });
    const previous = within(nav).getByRole('button', { name: 'Anterior' });
    const next = within(nav).getByRole('button', { name: 'Siguiente' });
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav).toHaveTextContent('Mostrando 21 - 25 de 25 informes');
    await expect(within(nav).getByText('Página 2')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(within(nav).getByText('Página 1')).toBeVisible();
    await settle(canvasElement);
  },
};

/** Statuses and states together: busy actions, an unknown status shown as draft, long content. */
export const LongContent: Story = {
  args: { items: [longReport, busyReport, unknownStatusReport] },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="report-list"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/**
 * 'Eliminar' asks for confirmation: the app opens DeleteReportDialog with the report's title. A test: the
 * open dialog is DeleteReportDialog's 'Default' showcase.
 */
export const DeleteConfirmation: Story = {
  tags: ['test-only'],
  render: (args) => <WithDeleteDialog {...args} />,
  play: async ({ canvas, args }) => {
    const cards = canvas.getAllByRole('article');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /^Eliminar/ }));
    await expect(args.onDelete).toHaveBeenCalledWith('rep-demanda');
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar informe' });
    await expect(dialog).toHaveAccessibleDescription(
      `¿Seguro que quieres eliminar «${sampleReports[0]!.title}»? Esta acción no se puede deshacer.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Phone: one column, the pagination wraps. */
export const Narrow: Story = {
  render: (args) => <Paged {...args} />,
  args: { pagination: { page: 1, perPage: PER_PAGE, total: TOTAL, hasPrev: false, hasNext: true } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(1);
  },
};
