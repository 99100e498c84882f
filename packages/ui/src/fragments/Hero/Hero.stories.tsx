import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { viewports } from '../../tokens/contract.css';
import { Hero } from './Hero';
import { heroLongLabels, heroMinimalLabels } from './Hero.fixtures';

const meta = {
  title: 'Fragments/Marketing/Hero',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-hero',
  component: Hero,
  args: { onPrimaryAction: fn(), onSecondaryAction: fn() },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...viewports } },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline, the copy, the illustration and both actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Tu asistente legal con inteligencia artificial');
    await expect(canvas.getByRole('region', { name: /Tu asistente legal/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver funcionalidades' })).toBeVisible();
  },
};

/** Test: each action calls its own callback. */
// skip-visual: the end state is the 'Default' showcase with 'Ver funcionalidades' focused.
export const ActionsReport: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
    await expect(args.onSecondaryAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver funcionalidades' }));
    await expect(args.onSecondaryAction).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { illustration: true, labels: {} } };

/** Without a secondary callback the secondary action is not offered; without illustration, text only. */
export const Minimal: Story = {
  args: { onSecondaryAction: undefined, illustration: false, labels: heroMinimalLabels },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByText('Beta')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = { args: { labels: heroLongLabels } };

/** Phone width (390 px): the illustration moves under the copy and actions go full width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Prueba Gratis' });
    await expect(primary.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Test: on a phone, 'Prueba Gratis' calls `onPrimaryAction`. */
// skip-visual: the end state is the 'Narrow' showcase with 'Prueba Gratis' focused.
export const NarrowPrimaryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
  },
};
