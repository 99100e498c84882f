import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Fragments/Estados/LoadingScreen',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-loadingscreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `status` named 'Cargando…', centred in the viewport. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    const root = canvas.getByRole('status').closest<HTMLElement>('[data-slot="loading-screen"]');
    await expect(root!.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { label: 'Cargando…' } };

/** A custom label. */
export const CustomLabel: Story = {
  args: { label: 'Comprobando tu sesión…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando tu sesión…');
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
