import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { UsageMeter, usageMeterEndKinds, usageMeterStates } from './UsageMeter';
import { usageFixtures } from './UsageMeter.fixtures';

const meta = {
  // On /subscription and the dashboard; the id keys the visual baselines.
  title: 'Fragments/Cuenta y planes/UsageMeter',
  id: 'fragments-usagemeter',
  component: UsageMeter,
  args: { state: 'ready', ...usageFixtures.paid, onUpgrade: fn(), onRetry: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: usageMeterStates },
    endKind: { control: 'inline-radio', options: usageMeterEndKinds },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid plan well within its limit, with its renewal date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('region', { name: 'Análisis de este mes' });
    await expect(meter).toHaveAttribute('data-level', 'ok');
    await expect(meter).toHaveTextContent('Plan Individual');
    await expect(meter).toHaveTextContent('12 de 50 análisis');
    await expect(canvas.getByRole('progressbar', { name: 'Análisis usados este mes' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    await expect(meter).toHaveTextContent('Tu plan se renueva el 15/12/2026.');
    await expect(meter).toHaveTextContent('El contador se reinicia el 1/12/2026.');
    await expect(canvas.queryByRole('button', { name: 'Mejorar plan' })).toBeNull();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {}, headingLevel: 2 } };

/** Estudiante in its trial: the trial's end instead of a renewal. */
export const Trial: Story = {
  args: usageFixtures.trial,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Periodo de prueba hasta el 22\/12\/2026\./)).toBeVisible();
  },
};

/** From 80 %: the warning with the analyses left and 'Mejorar plan'. */
export const Warning: Story = {
  args: usageFixtures.warning,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Análisis de este mes' })).toHaveAttribute(
      'data-level',
      'warning',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Te queda 1 análisis este mes.');
    await expect(canvas.getByRole('button', { name: 'Mejorar plan' })).toBeVisible();
  },
};

/** At the limit: full, in the critical tone. */
export const Full: Story = {
  args: usageFixtures.full,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Análisis de este mes' })).toHaveAttribute(
      'data-level',
      'full',
    );
    await expect(canvas.getByText('5 de 5 análisis')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Has usado todos los análisis de este mes.');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Empresarial: no limit, no bar. */
export const Unlimited: Story = {
  args: usageFixtures.unlimited,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('347 análisis · ilimitados')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/El contador se reinicia/)).toBeNull();
  },
};

/** A paid plan whose period ended without renewal. */
export const Ended: Story = {
  args: { ...usageFixtures.trial, used: 0, endsAt: '2026-11-02T09:00:00.000Z', endKind: 'ended' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Tu plan terminó el 2\/11\/2026\./)).toBeVisible();
  },
};

/** The usage is loading. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('region', { name: 'Análisis de este mes' });
    await expect(meter).toHaveAttribute('aria-busy', 'true');
    await expect(meter).toHaveTextContent('Cargando el uso del plan...');
  },
};

/** The usage could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar el uso del plan.');
  },
};

/** Test: 'Mejorar plan' calls back. */
// skip-visual: interaction only; the end state is the 'Full' showcase.
export const Upgrade: Story = {
  tags: ['test-only', 'skip-visual'],
  args: usageFixtures.full,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mejorar plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** Test: 'Reintentar' calls back. */
// skip-visual: the end state is the 'Error' showcase with the button focused.
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone width. */
export const Narrow: Story = {
  args: usageFixtures.warning,
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
