import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ErrorGroups, errorGroupsStates, type ErrorGroupsProps } from './ErrorGroups';
import { errorGroups, errorGroupsLong, errorOccurrences } from './ErrorGroups.fixtures';

/** Holds the controlled filter and selection so the story stays interactive. */
function Stateful(props: ErrorGroupsProps) {
  const [source, setSource] = useState(props.source ?? '');
  const [selected, setSelected] = useState(props.selected ?? null);
  return (
    <ErrorGroups
      {...props}
      source={source}
      onSourceChange={(next) => {
        setSource(next);
        props.onSourceChange?.(next);
      }}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Administración/ErrorGroups',
  id: 'fragments-errorgroups',
  component: ErrorGroups,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    groups: errorGroups,
    total: errorGroups.length,
    detailState: 'ready',
    occurrences: errorOccurrences,
    onSourceChange: fn(),
    onSelectedChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onDetailRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: errorGroupsStates },
    detailState: { control: 'inline-radio', options: errorGroupsStates },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ErrorGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The groups, newest first: message, origin, times, users, last seen (Spain) and page; critical ones marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Errores agrupados, el más reciente primero' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(errorGroups.length + 1);
    await expect(rows[1]).toHaveTextContent('network error al cargar los documentos');
    await expect(rows[1]).toHaveTextContent('Crítico');
    await expect(rows[1]).toHaveTextContent('Aplicación web');
    await expect(rows[1]).toHaveTextContent('26/11/2026, 10:41');
    await expect(rows[2]).toHaveTextContent('Servidor');
    await expect(rows[3]).not.toHaveTextContent('Crítico');
    await expect(canvas.getByText('3 grupos')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The groups are loading. */
export const Loading: Story = {
  args: { state: 'loading', groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Errores' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No error has been reported. */
export const Empty: Story = {
  args: { groups: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se ha registrado ningún error.')).toBeVisible();
  },
};

/** No error of the chosen origin. */
export const EmptySource: Story = {
  args: { groups: [], total: 0, source: 'server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay errores de este origen.')).toBeVisible();
  },
};

/** The groups could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar los errores.');
  },
};

/** A group's recent occurrences: time, page, session, message, browser and the collapsed stack. */
export const Detail: Story = {
  args: { selected: errorGroups[0]!.id },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'network error al cargar los documentos' }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Ocurrencias recientes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Con sesión iniciada');
    await expect(items[1]).toHaveTextContent('Sin sesión');
    await expect(canvas.getByText('Traza')).toBeVisible();
  },
};

/** The occurrences are loading. */
export const DetailLoading: Story = {
  args: { selected: errorGroups[1]!.id, detailState: 'loading', occurrences: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /report_templates/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The occurrences could not be loaded, with 'Reintentar'. */
export const DetailError: Story = {
  args: { selected: errorGroups[1]!.id, detailState: 'error', occurrences: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar las ocurrencias.');
  },
};

/** Test: 'Ver' opens a group's occurrences and 'Volver a la lista de errores' goes back. */
export const OpenGroup: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ver las ocurrencias de: network error al cargar los documentos' }),
    );
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(errorGroups[0]!.id);
    await expect(canvas.getByRole('list', { name: 'Ocurrencias recientes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a la lista de errores' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Test: the origin filter calls back with the origin, and 'Todos los orígenes' with ''. */
export const FilterBySource: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Origen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Servidor' }));
    await expect(args.onSourceChange).toHaveBeenLastCalledWith('server');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Origen' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todos los orígenes' }));
    await expect(args.onSourceChange).toHaveBeenLastCalledWith('');
  },
};

/** Test: 'Reintentar' calls back, in the list and in the detail. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', groups: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onDetailRetry).not.toHaveBeenCalled();
  },
};

/** Test: the pager moves to the next page and back. */
export const Pages: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { total: 45, page: 2 },
  play: async ({ canvas, args }) => {
    const pager = canvas.getByRole('navigation', { name: 'Páginas de errores' });
    await expect(pager).toHaveTextContent('2 / 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A long message and page wrap; more groups than a page: the pager. */
export const LongContent: Story = {
  args: { groups: errorGroupsLong, total: 64, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.345')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Páginas de errores' })).toHaveTextContent('1 / 4');
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Phone width, a group's occurrences. */
export const NarrowDetail: Story = {
  args: { selected: errorGroups[0]!.id },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
