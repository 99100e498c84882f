import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  AuditLogTable,
  auditLogTableStates,
  emptyAuditFilters,
  type AuditLogTableProps,
} from './AuditLogTable';
import { auditEntries, auditEntriesLong } from './AuditLogTable.fixtures';

/** Holds the controlled filters so the story stays interactive. */
function Stateful(props: AuditLogTableProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <AuditLogTable
      {...props}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        props.onFiltersChange(f);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Administración/AuditLogTable',
  id: 'fragments-auditlogtable',
  component: AuditLogTable,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    entries: auditEntries,
    filters: emptyAuditFilters,
    total: auditEntries.length,
    onFiltersChange: fn(),
    onExport: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: auditLogTableStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof AuditLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newest events: time in Spain, user, event in Spanish, outcome, IP and detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Registro de auditoría' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(auditEntries.length + 1);
    await expect(rows[1]).toHaveTextContent('26/11/2026, 10:12');
    await expect(rows[1]).toHaveTextContent('Cambio de plan');
    await expect(rows[2]).toHaveTextContent('Acceso de administración denegado');
    await expect(rows[2]).toHaveTextContent('Denegado');
    await expect(rows[4]).toHaveTextContent('Sin usuario');
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpiar filtros' })).toBeNull();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The log is loading. */
export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Auditoría' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No event matches the filters; 'Limpiar filtros' shows. */
export const Empty: Story = {
  args: { entries: [], total: 0, filters: { ...emptyAuditFilters, action: 'user_disabled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay eventos con estos filtros.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
  },
};

/** The log could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar la auditoría.');
  },
};

/** The CSV is being prepared. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exportando…' })).toBeDisabled();
  },
};

/** Test: each filter calls back with the next filters; 'Exportar CSV' and 'Limpiar filtros' too. */
export const Filters: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Usuario (email)' }), 'ana');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyAuditFilters, user: 'ana' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Evento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acceso de administración denegado' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...emptyAuditFilters,
      user: 'ana',
      action: 'admin_denied',
    });
    const from = canvas.getByLabelText('Desde');
    await userEvent.type(from, '2026-11-01');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dateFrom: '2026-11-01', action: 'admin_denied' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar filtros' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyAuditFilters);
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', entries: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long details wrap; an unknown event shows its code; more pages: the pager. */
export const LongContent: Story = {
  args: { entries: auditEntriesLong, total: 240, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('evento_futuro')).toBeVisible();
    await expect(canvas.getByText('Página 1 de 5')).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Auditoría' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
