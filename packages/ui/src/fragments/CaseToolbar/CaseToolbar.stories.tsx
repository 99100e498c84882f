import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { CaseToolbar, emptyCaseFilters, type CaseFilters, type CaseToolbarProps } from './CaseToolbar';
import { activeFilters, manyTags, sampleTags } from './CaseToolbar.fixtures';

/** Holds the filters in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: CaseToolbarProps) {
  const [value, setValue] = useState<CaseFilters>(args.value);
  return (
    <CaseToolbar
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/CaseToolbar',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-casetoolbar',
  component: CaseToolbar,
  render: (args) => <Interactive {...args} />,
  args: {
    value: emptyCaseFilters,
    onValueChange: fn(),
    availableTags: sampleTags,
    onCreate: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof CaseToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search, the status and priority selects, the tag chips and 'Nuevo caso'; nothing filtered. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar casos' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Prioridad' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Etiquetas' })).getByRole('button', { name: 'civil' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('button', { name: 'Limpiar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Nuevo caso' })).toBeVisible();
  },
};

/** Test: typing searches; the selects and tag chips filter; 'Limpiar' resets; 'Nuevo caso' reports. */
// skip-visual: the end state is the 'Default' showcase ('Filtered' shows the filters set).
export const FilteringReportsValue: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar casos' }), 'ruiz');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...emptyCaseFilters, query: 'ruiz' });

    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En curso' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: 'ruiz', status: 'active' }),
    );

    await userEvent.click(canvas.getByRole('combobox', { name: 'Prioridad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ priority: 'urgent' }),
    );

    const tags = canvas.getByRole('group', { name: 'Etiquetas' });
    const civil = within(tags).getByRole('button', { name: 'civil' });
    await userEvent.click(civil);
    await expect(civil).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(tags).getByRole('button', { name: 'laboral' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tags: ['civil', 'laboral'] }),
    );
    await userEvent.click(civil);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ tags: ['laboral'] }));

    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(emptyCaseFilters);
    await expect(canvas.queryByRole('button', { name: 'Limpiar' })).toBeNull();

    const create = canvas.getByRole('button', { name: 'Nuevo caso' });
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    // Leave no hover or focus behind: the screenshot must not depend on where the pointer stopped.
    await userEvent.unhover(create);
    create.blur();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Search and filters set: 'Limpiar' and the clear-search icon appear. */
export const Filtered: Story = {
  args: { value: activeFilters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Buscar y filtrar casos' })).toHaveAttribute(
      'data-state',
      'filtered',
    );
    await expect(canvas.getByRole('searchbox', { name: 'Buscar casos' })).toHaveValue(activeFilters.query);
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpiar' })).toBeVisible();
  },
};

/** Test: the clear-search icon empties only the text; the filters stay. */
export const ClearSearchKeepsFilters: Story = {
  tags: ['test-only'],
  args: { value: activeFilters },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar búsqueda' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...activeFilters, query: '' });
    await expect(canvas.getByRole('searchbox', { name: 'Buscar casos' })).toHaveValue('');
  },
};

/** No tags in any case: the chips are not shown; no create action. */
export const Empty: Story = {
  args: { availableTags: [], onCreate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Etiquetas' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nuevo caso' })).toBeNull();
  },
};

/** Many long tags wrap. */
export const LongContent: Story = {
  args: { availableTags: manyTags, value: { ...emptyCaseFilters, tags: ['propiedad-horizontal'] } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="case-toolbar"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { value: activeFilters },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
