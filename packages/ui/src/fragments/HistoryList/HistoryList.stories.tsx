import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  defaultHistoryFilters,
  HistoryList,
  historyListStates,
  type HistoryFiltersValue,
} from './HistoryList';
import { historyItems, historyPagination, longHistoryItems } from './HistoryList.fixtures';

const meta = {
  title: 'Fragments/Cuenta y planes/HistoryList',
  id: 'fragments-historylist',
  component: HistoryList,
  args: {
    state: 'ready',
    items: historyItems,
    filters: defaultHistoryFilters,
    pagination: historyPagination,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRepeat: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: historyListStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of queries: type, text, results, duration and time, with 'Repetir', 'Abrir' and 'Eliminar'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Consultas realizadas' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('Búsqueda');
    await expect(rows[0]).toHaveTextContent('despido improcedente indemnización');
    await expect(rows[0]).toHaveTextContent('8 resultados');
    await expect(rows[0]).toHaveTextContent('142 ms');
    await expect(rows[0]).toHaveTextContent('hace 5 minutos');
    await expect(rows[1]).toHaveTextContent('Análisis de documento');
    await expect(rows[1]).toHaveTextContent('2,4 s');
    await expect(rows[2]).toHaveTextContent('0 resultados');
    await expect(
      canvas.getByRole('button', { name: 'Repetir: despido improcedente indemnización' }),
    ).toBeVisible();
    // 'Abrir' only where there is something to open.
    await expect(within(rows[2]!).queryByRole('button', { name: /^Abrir/ })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Paginación del historial' })).toHaveTextContent(
      'Mostrando 1 - 20 de 47 consultas',
    );
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('search', { name: 'Filtrar el historial' })).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The history is loading. */
export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando historial...', { selector: '[aria-hidden]' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { items: [], pagination: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no hay consultas en tu historial' })).toBeVisible();
  },
};

/** The filters leave nothing: 'Limpiar filtros'. */
export const NoResults: Story = {
  args: { items: [], pagination: null, filters: { ...defaultHistoryFilters, type: 'chat', q: 'fianza' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Limpiar filtros' })).toHaveLength(2);
  },
};

/** Loading failed (spec §8): the error and no rows. */
export const Error: Story = {
  args: { state: 'error', errorMessage: 'Ocurrió un error inesperado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error cargando historial de consultas');
    await expect(canvas.queryByRole('list', { name: 'Consultas realizadas' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Long questions and file names wrap; every type's badge. */
export const LongContent: Story = {
  args: {
    items: longHistoryItems,
    pagination: { ...historyPagination, page: 3, hasPrev: true, hasNext: false },
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Historial de consultas' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Cuadro de revisión');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('12,8 s');
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Test: 'Repetir' and 'Abrir' call back with the row. */
export const RepeatAndOpen: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Repetir: despido improcedente indemnización' }),
    );
    await expect(args.onRepeat).toHaveBeenCalledWith(historyItems[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir: ¿Cuál es la renta mensual?' }));
    await expect(args.onOpen).toHaveBeenCalledWith(historyItems[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Test: 'Eliminar' asks first; cancelling deletes nothing, confirming calls back with the id. */
export const DeleteConfirmed: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: importes reclamados' }));
    let dialog = await canvas.findByRole('alertdialog', { name: '¿Eliminar esta consulta del historial?' });
    await expect(dialog).toHaveTextContent('Se eliminará «importes reclamados» de tu historial.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: importes reclamados' }));
    dialog = await canvas.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar consulta' }));
    await expect(args.onDelete).toHaveBeenCalledWith('h3');
  },
};

/** Test: the filters are controlled — type, dates and text reach the app; 'Limpiar filtros' resets them. */
export const Filtering: Story = {
  tags: ['test-only', 'skip-visual'],
  render: function Render(args) {
    const [filters, setFilters] = useState<HistoryFiltersValue>(defaultHistoryFilters);
    return (
      <HistoryList
        {...args}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          args.onFiltersChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await body.findByRole('option', { name: 'Pregunta' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...defaultHistoryFilters, type: 'chat' });
    await userEvent.type(canvas.getByLabelText('Desde'), '2026-03-01');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'chat', dateFrom: '2026-03-01' }),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Texto' }), 'renta');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'chat', dateFrom: '2026-03-01', q: 'renta' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(defaultHistoryFilters);
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
  },
};

/** A row being deleted: its buttons wait. */
export const Deleting: Story = {
  args: { deleting: ['h2'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Eliminar: contrato-arrendamiento-calle-mayor.pdf' }),
    ).toBeDisabled();
  },
};
