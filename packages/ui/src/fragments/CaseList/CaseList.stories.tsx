import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { caseNow, longCase, pendingCase, sampleCases } from '../CaseCard/CaseCard.fixtures';
import type { CaseCardItem } from '../CaseCard/caseModel';
import { emptyCaseFilters, type CaseFilters } from '../CaseToolbar/CaseToolbar';
import { sampleTags } from '../CaseToolbar/CaseToolbar.fixtures';
import { CaseList, type CaseListProps } from './CaseList';

/** A naive stand-in for the app's filter, so the story reacts to the toolbar. */
function filterItems(items: readonly CaseCardItem[], filters: CaseFilters): CaseCardItem[] {
  const query = filters.query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (query === '' || `${item.title} ${item.clientName ?? ''}`.toLowerCase().includes(query)) &&
      (filters.status === 'all' || item.status === filters.status) &&
      (filters.priority === 'all' || item.priority === filters.priority) &&
      filters.tags.every((tag) => item.tags.includes(tag)),
  );
}

/** Holds the filters in state and filters the items (the fragment is controlled only). */
function Interactive(args: CaseListProps) {
  const [filters, setFilters] = useState<CaseFilters>(args.filters);
  return (
    <CaseList
      {...args}
      filters={filters}
      items={filterItems(args.items, filters)}
      onFiltersChange={(next) => {
        args.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/CaseList',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-caselist',
  component: CaseList,
  render: (args) => <Interactive {...args} />,
  args: {
    items: sampleCases,
    totalCount: sampleCases.length,
    now: caseNow,
    filters: emptyCaseFilters,
    onFiltersChange: fn(),
    availableTags: sampleTags,
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof CaseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cases, the toolbar and 'Nuevo caso'; the count says how many. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Casos' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Lista de casos' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 casos');
    await expect(canvas.getByRole('button', { name: 'Nuevo caso' })).toBeVisible();
  },
};

/**
 * Test: filtering narrows the grid and the count; 'Limpiar filtros' brings them back; 'Nuevo caso'
 * reports.
 */
// skip-visual: the end state is the 'Default' showcase with 'Nuevo caso' focused.
export const FilterClearAndCreate: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Lista de casos' });
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Etiquetas' })).getByRole('button', { name: 'laboral' }),
    );
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 de 4 casos');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar casos' }), 'nada coincide');
    await expect(canvas.getByRole('heading', { name: 'No se encontraron casos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyCaseFilters);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo caso' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** Filtered by a tag: one case of four. */
export const FilteredByTag: Story = {
  args: { filters: { ...emptyCaseFilters, tags: ['laboral'] } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lista de casos' });
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 de 4 casos');
    await expect(
      within(canvas.getByRole('group', { name: 'Etiquetas' })).getByRole('button', { name: 'laboral' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A case just created is saving at the top of the list. */
export const WithPendingCase: Story = {
  args: { items: [pendingCase, ...sampleCases], totalCount: sampleCases.length + 1 },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('article');
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(within(first!).getByText('Guardando…')).toBeVisible();
  },
};

/** No cases yet: 'Aún no tienes casos' and a create action. */
export const Empty: Story = {
  args: { items: [], totalCount: 0, availableTags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aún no tienes casos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear primer caso' })).toBeVisible();
  },
};

/** Test: 'Crear primer caso' calls `onCreate`. */
// skip-visual: the end state is the 'Empty' showcase with 'Crear primer caso' focused.
export const EmptyCreateReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { items: [], totalCount: 0, availableTags: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear primer caso' }));
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
  },
};

/** The filters leave nothing. */
export const NoResults: Story = {
  args: { filters: { ...emptyCaseFilters, status: 'archived', priority: 'urgent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se encontraron casos' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 de 4 casos');
  },
};

/** First load: skeleton cards and 'Cargando casos...'. */
export const Loading: Story = {
  args: { loading: true, items: [], totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando casos...');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The load failed: the message titles an error box with 'Reintentar'. */
export const Error: Story = {
  args: { error: 'No se pudieron cargar los casos.', items: [], totalCount: 0 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudieron cargar los casos.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry`. */
// skip-visual: the end state is the 'Error' showcase with 'Reintentar' focused.
export const ErrorRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { error: 'No se pudieron cargar los casos.', items: [], totalCount: 0 },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long titles, clients and tags wrap in the grid. */
export const LongContent: Story = {
  args: { items: [longCase, ...sampleCases], totalCount: 5 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="case-list"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone: one card per row. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
