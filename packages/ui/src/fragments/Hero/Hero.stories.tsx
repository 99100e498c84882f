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

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('Tu asistente legal con inteligencia artificial');
    await expect(canvas.getByRole('region', { name: /Tu asistente legal/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
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
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onPrimaryAction).toHaveBeenCalledTimes(1);
  },
};
