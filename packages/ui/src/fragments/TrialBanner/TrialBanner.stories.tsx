import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { TrialBanner } from './TrialBanner';
import { trialFixtures } from './TrialBanner.fixtures';

const meta = {
  title: 'Fragments/Aplicación/TrialBanner',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-trialbanner',
  component: TrialBanner,
  args: { ...trialFixtures.active, onUpgrade: fn() },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof TrialBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In trial: days left, plan, the es-ES end date and 'Ver planes'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Periodo de prueba' });
    await expect(region).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByText('Te quedan 12 días de prueba gratuita')).toBeVisible();
    await expect(region).toHaveTextContent('Plan Estudiante · Tu prueba termina el 4 de diciembre de 2026.');
    await expect(canvas.getByRole('button', { name: 'Ver planes' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Default' showcase (the button only reports to the args).
/** 'Ver planes' calls `onUpgrade`. */
export const UpgradeCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver planes' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Just started: 30 days, no action. */
export const Fresh: Story = {
  args: { ...trialFixtures.fresh, onUpgrade: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Te quedan 30 días de prueba gratuita')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Three days or fewer: warning tone. */
export const Ending: Story = {
  args: trialFixtures.ending,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'ending');
    await expect(canvas.getByText('Te quedan 3 días de prueba gratuita')).toBeVisible();
  },
};

/** One day left: singular. */
export const LastDay: Story = {
  args: trialFixtures.lastDay,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Te queda 1 día de prueba gratuita')).toBeVisible();
  },
};

/** The trial is over. */
export const Expired: Story = {
  args: trialFixtures.expired,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'expired');
    await expect(canvas.getByText('Tu periodo de prueba ha terminado')).toBeVisible();
    await expect(canvas.getByText(/Terminó el 20 de noviembre de 2026/)).toBeVisible();
  },
};

/** A long plan label wraps. */
export const LongContent: Story = {
  args: { plan: 'Empresarial con soporte prioritario y acceso completo a la API para integraciones' },
};

/** Phone: the action wraps under the text. */
export const Narrow: Story = {
  args: trialFixtures.ending,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Ver planes' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
