import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { trialFixtures } from '../TrialBanner/TrialBanner.fixtures';
import { DashboardOverview } from './DashboardOverview';
import { dashboardShortcuts, plainShortcuts, sampleUser } from './DashboardOverview.fixtures';

const meta = {
  title: 'Fragments/Aplicación/DashboardOverview',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-dashboardoverview',
  component: DashboardOverview,
  args: {
    ...sampleUser,
    trial: { ...trialFixtures.active, onUpgrade: fn() },
    shortcuts: dashboardShortcuts,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Greeting by name, plan, trial and shortcut cards (each one link). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hola, Lucía Martín Sanz' })).toBeVisible();
    await expect(canvas.getByText('Plan Estudiante')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Periodo de prueba' })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'Accesos directos' });
    const links = within(section).getAllByRole('link');
    await expect(links).toHaveLength(dashboardShortcuts.length);
    await expect(links[0]).toHaveAttribute('href', '/search');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** No name: the greeting uses the e-mail; no trial (a paid plan); plain shortcuts as the app sends them. */
export const WithoutName: Story = {
  args: { name: '', trial: null, planLabel: 'Individual', shortcuts: plainShortcuts },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Hola, ${sampleUser.email}` })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Periodo de prueba' })).not.toBeInTheDocument();
  },
};

/** The trial has ended. */
export const TrialExpired: Story = {
  args: { trial: { ...trialFixtures.expired, onUpgrade: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu periodo de prueba ha terminado')).toBeVisible();
  },
};

/** No shortcuts: the section is not shown. */
export const Empty: Story = {
  args: { shortcuts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Accesos directos' })).not.toBeInTheDocument();
  },
};

/** Long name and e-mail wrap. */
export const LongContent: Story = {
  args: {
    name: 'María del Carmen Fernández-Villaverde de la Fuente y Rodríguez de Castro',
    email: 'maria.del.carmen.fernandez-villaverde.de.la.fuente@bufete-fernandez-villaverde-abogados.es',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dashboard-overview"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone: one card per row. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
