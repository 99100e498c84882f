import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { AdminUsersTable, adminUsersTableStates, type AdminUsersTableProps } from './AdminUsersTable';
import { adminPlans, adminSelf, adminUsers, adminUsersLong } from './AdminUsersTable.fixtures';

/** Holds the controlled search and plan filter so the story stays interactive. */
function Stateful(props: AdminUsersTableProps) {
  const [query, setQuery] = useState(props.query);
  const [planFilter, setPlanFilter] = useState(props.planFilter);
  return (
    <AdminUsersTable
      {...props}
      query={query}
      onQueryChange={(q) => {
        setQuery(q);
        props.onQueryChange(q);
      }}
      planFilter={planFilter}
      onPlanFilterChange={(p) => {
        setPlanFilter(p);
        props.onPlanFilterChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Administración/AdminUsersTable',
  id: 'fragments-adminuserstable',
  component: AdminUsersTable,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    users: adminUsers,
    plans: adminPlans,
    query: '',
    planFilter: '',
    total: adminUsers.length,
    currentUserId: adminSelf.id,
    onQueryChange: fn(),
    onPlanFilterChange: fn(),
    onPageChange: fn(),
    onChangePlan: fn(),
    onSetActive: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: adminUsersTableStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof AdminUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of users: plan and its end, status, usage, last sign-in, and the row actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Usuarios registrados' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(adminUsers.length + 1);
    await expect(rows[1]).toHaveTextContent('ana.lopez@despacho.es');
    await expect(rows[1]).toHaveTextContent('prueba hasta 05/12/2026');
    await expect(rows[2]).toHaveTextContent('hasta 31/12/2026');
    await expect(rows[3]).toHaveTextContent('Desactivado');
    await expect(rows[3]).toHaveTextContent('Nunca');
    await expect(within(rows[3]!).getByRole('button', { name: 'Activar: impagos@ejemplo.es' })).toBeVisible();
    await expect(within(rows[4]!).queryByRole('button', { name: /Desactivar/ })).toBeNull();
    await expect(rows[4]).toHaveTextContent('Tu cuenta');
    await expect(canvas.getByText('4 usuarios')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The users are loading. */
export const Loading: Story = {
  args: { state: 'loading', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Usuarios' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No user matches the search. */
export const Empty: Story = {
  args: { users: [], total: 0, query: 'nadie' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ningún usuario coincide con la búsqueda.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The users could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar los usuarios.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** More users than one page: the pager. */
export const Paged: Story = {
  args: { total: 60, page: 2, pageSize: 25 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await expect(canvas.getByText('60 usuarios')).toBeVisible();
  },
};

/** Test: typing searches, the plan filter and the pager call back. */
export const Filters: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { total: 60, page: 1, pageSize: 25 },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar usuarios' }), 'ana');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('ana');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Despacho' }));
    await expect(args.onPlanFilterChange).toHaveBeenLastCalledWith('despacho');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Test: 'Cambiar plan' asks for the plan and a reason, then calls back and closes. */
export const ChangePlan: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar plan: ana.lopez@despacho.es' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el plan de ana.lopez@despacho.es' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Nuevo plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Despacho' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(within(dialog).getByText('Escribe un motivo de entre 3 y 500 caracteres.')).toBeVisible();
    await expect(args.onChangePlan).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Convenio con el colegio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(args.onChangePlan).toHaveBeenCalledWith(
      adminUsers[0]!.id,
      'despacho',
      'Convenio con el colegio',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Test: 'Desactivar' asks for a reason; a failed save keeps the dialog open and says so. */
export const DisableFails: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { onSetActive: fn(() => Promise.reject(new globalThis.Error('500'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Desactivar: beatriz@bufete-sur.es' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Desactivar la cuenta de beatriz@bufete-sur.es',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Impago reiterado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(adminUsers[1]!.id, false, 'Impago reiterado');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se ha podido guardar el cambio.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', users: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Long names, e-mails and organizations wrap; the table scrolls sideways inside its frame. */
export const LongContent: Story = {
  args: { users: adminUsersLong, total: adminUsersLong.length },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Usuarios' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
