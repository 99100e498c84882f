import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Construction, FileText, SearchX, Upload } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { storyViewports } from '../../tokens/viewports';
import { EmptyState, emptyStateHeadingLevels, emptyStateSizes } from './EmptyState';
import { longEmptyState } from './EmptyState.fixtures';

const { emptyReports, noResults, underConstruction } = es.states;
const onAction = fn();

const meta = {
  title: 'Fragments/Estados/EmptyState',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-emptystate',
  component: EmptyState,
  args: { title: emptyReports.title, description: emptyReports.description, icon: FileText },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    headingLevel: { control: 'select', options: emptyStateHeadingLevels },
    icon: { control: false },
    action: { control: false },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon, title (an h2) and description; no action. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(emptyReports.title);
    await expect(canvas.getByText(emptyReports.description)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: {
    size: 'md',
    headingLevel: 2,
    action: { label: emptyReports.action, onAction },
  },
};

/** The report list before the first report (spec §2), with 'Crear Primer Informe'. */
export const NoReports: Story = {
  args: { action: { label: emptyReports.action, onAction } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(emptyReports.title);
    await expect(canvas.getByRole('button', { name: 'Crear Primer Informe' })).toBeVisible();
  },
};

/** Test: 'Crear Primer Informe' calls `onAction`. */
// skip-visual: the end state is the 'NoReports' showcase with the action focused.
export const NoReportsActionReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { action: { label: emptyReports.action, onAction } },
  play: async ({ canvas }) => {
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear Primer Informe' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** A search or filter with no match (spec §2), in the compact size and as an h3. */
export const NoResults: Story = {
  args: {
    title: noResults.title,
    description: noResults.description,
    icon: SearchX,
    size: 'sm',
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: noResults.title })).toBeVisible();
    await expect(canvas.getByText('Intenta ajustar tu búsqueda o filtros')).toBeVisible();
  },
};

/** What the app shows in sections that are not built yet. */
export const UnderConstruction: Story = {
  args: {
    title: underConstruction.title,
    description: underConstruction.description,
    icon: Construction,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Esta sección está en construcción' })).toBeVisible();
  },
};

/** The action as a slot: any node, here two buttons. */
export const WithActionSlot: Story = {
  args: {
    action: (
      <>
        <Button variant="outline" tone="neutral">
          {es.common.cancel}
        </Button>
        <Button startIcon={<Icon icon={Upload} size="sm" />}>{longEmptyState.action}</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** A long title and description with an unbroken reference: everything wraps, nothing overflows. */
export const LongContent: Story = {
  args: {
    title: longEmptyState.title,
    description: longEmptyState.description,
    action: { label: longEmptyState.action, onAction },
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="empty-state"]');
    await expect(root).not.toBeNull();
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** On a phone (390 px): the action fits the width. */
export const Narrow: Story = {
  args: { action: { label: emptyReports.action, onAction } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Crear Primer Informe' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Test: on a phone, the action calls `onAction`. */
// skip-visual: the end state is the 'Narrow' showcase with the action focused.
export const NarrowActionReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { action: { label: emptyReports.action, onAction } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    onAction.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear Primer Informe' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};
