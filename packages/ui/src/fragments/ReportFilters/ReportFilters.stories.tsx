import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  ReportFilters,
  defaultReportFilters,
  type ReportFiltersProps,
  type ReportFiltersValue,
} from './ReportFilters';
import { activeReportFilters, reportStatusOptions, reportTemplateOptions } from './ReportFilters.fixtures';

/** Holds search and filters in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: ReportFiltersProps) {
  const [search, setSearch] = useState(args.query);
  const [value, setValue] = useState<ReportFiltersValue>(args.value);
  return (
    <ReportFilters
      {...args}
      query={search}
      value={value}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setSearch(next);
      }}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
      onClear={() => {
        args.onClear();
        setSearch('');
        setValue(defaultReportFilters);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Informes/ReportFilters',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportfilters',
  component: ReportFilters,
  render: (args) => <Interactive {...args} />,
  args: {
    query: '',
    onQueryChange: fn(),
    value: defaultReportFilters,
    onValueChange: fn(),
    statusOptions: reportStatusOptions,
    templateOptions: reportTemplateOptions,
    onClear: fn(),
    onOpenChange: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReportFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Leaves no hover or focus behind, so the screenshot does not depend on the pointer. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** No search, no filters: the search field and the closed 'Filtros' toggle; no 'Limpiar'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar informes' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar informes por título, contenido o cliente...');
    await expect(canvas.queryByRole('button', { name: 'Limpiar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Estado' })).toBeNull();
  },
};

// skip-visual: the end state (all cleared, the panel closed) is the 'Default' showcase.
/**
 * Typing searches and shows the clear button and 'Limpiar'; 'Filtros' opens the panel; each select
 * reports the next filters; 'Limpiar' resets everything.
 */
export const SearchingFilteringAndClearing: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar informes' });
    await userEvent.type(search, 'ruiz');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar búsqueda' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(search).toHaveValue('');

    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Estado' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await expect(await screen.findByRole('option', { name: 'Todos los estados' })).toBeVisible();
    await userEvent.click(await screen.findByRole('option', { name: 'Completado' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      ...defaultReportFilters,
      status: 'completed',
    });

    await userEvent.click(canvas.getByRole('combobox', { name: 'Plantilla' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Querella Penal' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ status: 'completed', template: 'querella-penal' }),
    );

    await userEvent.click(canvas.getByRole('combobox', { name: 'Mejora con IA' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin IA' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ aiEnhanced: 'false' }),
    );

    await userEvent.click(canvas.getByRole('combobox', { name: 'Ordenar por' }));
    for (const name of [
      'Más recientes',
      'Más antiguos',
      'Título (A-Z)',
      'Título (Z-A)',
      'Creación más reciente',
      'Creación más antigua',
    ]) {
      await expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(await screen.findByRole('option', { name: 'Título (A-Z)' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'title:asc' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Limpiar' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');

    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('combobox', { name: 'Estado' })).toBeNull();
    await settle(canvasElement);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Filters set and the panel open: the selects show them; 'Limpiar' is offered. */
export const Filtered: Story = {
  args: { value: activeReportFilters, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Completado');
    await expect(canvas.getByRole('combobox', { name: 'Plantilla' })).toHaveTextContent('Demanda Civil');
    await expect(canvas.getByRole('combobox', { name: 'Mejora con IA' })).toHaveTextContent('Con IA');
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Título (A-Z)');
    await expect(canvas.getByRole('button', { name: 'Limpiar' })).toBeVisible();
  },
};

/** A search alone is enough for 'Limpiar'. */
export const Searching: Story = {
  args: { query: 'arrendamiento' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('arrendamiento');
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpiar' })).toBeVisible();
  },
};

/** No templates loaded yet: the panel open, 'Plantilla' reads 'Todas las plantillas'. */
export const Empty: Story = {
  args: { templateOptions: [], defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Plantilla' })).toHaveTextContent(
      'Todas las plantillas',
    );
  },
};

// skip-visual: the end state (the select closed again) is the 'Empty' showcase.
/** Without templates, 'Plantilla' offers only 'Todas las plantillas'. */
export const NoTemplatesOnlyAll: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { templateOptions: [], defaultOpen: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Plantilla' }));
    await expect(await screen.findAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Phone, panel open: the selects stack. */
export const Narrow: Story = {
  args: { value: activeReportFilters, defaultOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

// skip-visual: it looks like Default; it checks behaviour.
/**
 * Controlled panel (`open`): 'Filtros' asks for the change through `onOpenChange` and the panel stays as
 * the owner says until it passes the new value. Not shot: it looks like Default; it checks behaviour.
 */
export const ControlledPanel: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { open: false },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Estado' })).toBeNull();
  },
};
