import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { AiRunsTable, aiRunsTableStates, defaultAiRunFilters, type AiRunsTableProps } from './AiRunsTable';
import { aiRuns, aiRunsLong } from './AiRunsTable.fixtures';

/** Holds the controlled filters so the story stays interactive. */
function Stateful(props: AiRunsTableProps) {
  const [filters, setFilters] = useState(props.filters ?? defaultAiRunFilters);
  return (
    <AiRunsTable
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/IA Supervisor/AiRunsTable',
  id: 'fragments-airunstable',
  component: AiRunsTable,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    runs: aiRuns,
    total: aiRuns.length,
    onFiltersChange: fn(),
    onOpen: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: aiRunsTableStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof AiRunsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The runs, newest first: kind, input, engine, duration, passages, citations (failed flagged), quality, outcome. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Ejecuciones de la IA, la más reciente primero' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(aiRuns.length + 1);
    await expect(rows[1]).toHaveTextContent('Pregunta a un documento');
    await expect(rows[1]).toHaveTextContent('26/11/2026, 10:41');
    await expect(rows[1]).toHaveTextContent('2,8 s');
    await expect(rows[1]).toHaveTextContent('3 · 1 fallida');
    await expect(rows[1]).toHaveTextContent('72 %');
    await expect(rows[1]).toHaveTextContent('Correcto');
    await expect(rows[2]).toHaveTextContent('buscar_legislacion');
    await expect(rows[2]).toHaveTextContent('claude-desktop 1.2.0');
    await expect(rows[4]).toHaveTextContent('Error');
    await expect(rows[5]).toHaveTextContent('Rechazado');
    await expect(canvas.getByText('5 ejecuciones')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The runs are loading. */
export const Loading: Story = {
  args: { state: 'loading', runs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ejecuciones de la IA' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No run has been recorded yet. */
export const Empty: Story = {
  args: { runs: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Todavía no hay ejecuciones/)).toBeVisible();
  },
};

/** The filters leave nothing. */
export const NoResults: Story = {
  args: { runs: [], total: 0, filters: { ...defaultAiRunFilters, outcome: 'error', q: 'hipoteca' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ninguna ejecución coincide con los filtros.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  },
};

/** The runs could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', runs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar las ejecuciones.');
  },
};

/** Test: a row's button and a click on the row open the run. */
export const OpenRun: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Ver el detalle de: ${aiRuns[2]!.inputSummary}` }),
    );
    await expect(args.onOpen).toHaveBeenLastCalledWith(aiRuns[2]!.id);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByText('buscar_legislacion'));
    await expect(args.onOpen).toHaveBeenLastCalledWith(aiRuns[1]!.id);
  },
};

/** Test: the kind, outcome and text filters call back with the next filters; 'Limpiar filtros' resets. */
export const Filter: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Llamada MCP' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultAiRunFilters, kind: 'mcp' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Resultado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Error' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultAiRunFilters,
      kind: 'mcp',
      outcome: 'error',
    });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto' }), 'a');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...defaultAiRunFilters,
      kind: 'mcp',
      outcome: 'error',
      q: 'a',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(defaultAiRunFilters);
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', runs: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Test: the pager moves to the next page and back. */
export const Pages: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { total: 45, page: 2 },
  play: async ({ canvas, args }) => {
    const pager = canvas.getByRole('navigation', { name: 'Páginas de ejecuciones' });
    await expect(pager).toHaveTextContent('2 / 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** Long inputs wrap; many citations; more runs than a page: the pager. */
export const LongContent: Story = {
  args: { runs: aiRunsLong, total: 1234, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1234 ejecuciones')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Páginas de ejecuciones' })).toHaveTextContent(
      '1 / 62',
    );
  },
};

/** Phone width: the table scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
