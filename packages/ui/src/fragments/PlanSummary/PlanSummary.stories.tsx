import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { PlanSummary, planSummaryEndKinds, planSummaryStates } from './PlanSummary';
import { fullIndividual, trialStudent, unlimitedFirm } from './PlanSummary.fixtures';

const meta = {
  title: 'Fragments/Cuenta y planes/PlanSummary',
  id: 'fragments-plansummary',
  component: PlanSummary,
  args: { state: 'ready', ...trialStudent, onRetry: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: planSummaryStates },
    endKind: { control: 'inline-radio', options: planSummaryEndKinds },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof PlanSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial student: 3 of 5 analyses, the trial's end, and the link to /subscription. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tu plan' })).toBeVisible();
    await expect(canvas.getByText('Plan Estudiante')).toBeVisible();
    await expect(canvas.getByText('3 de 5 análisis')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Análisis usados este mes' })).toBeVisible();
    await expect(canvas.getByText('Periodo de prueba hasta el 20/12/2026.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver planes y suscripción' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  },
};

/** An unlimited plan: no bar, 'ilimitados', the renewal date. */
export const Unlimited: Story = {
  args: { ...unlimitedFirm },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('142 análisis · ilimitados')).toBeVisible();
    await expect(canvas.getByText('Tu plan se renueva el 1/1/2027.')).toBeVisible();
  },
};

/** Every analysis of the month used: the bar is full. */
export const Full: Story = { args: { ...fullIndividual } };

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tu plan' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The plan could not be read. */
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar tu plan.');
  },
};

/** Test: 'Reintentar' in the error state calls onRetry. */
// skip-visual: the end state is the 'Error' showcase.
export const RetryAfterError: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
