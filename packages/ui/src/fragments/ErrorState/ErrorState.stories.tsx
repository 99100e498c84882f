import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { storyViewports } from '../../tokens/viewports';
import { ErrorState, errorStateHeadingLevels } from './ErrorState';
import { longTechnicalMessage, reportsErrorMessage } from './ErrorState.fixtures';

const backToReports = (
  <Button size="sm" variant="ghost" tone="neutral" startIcon={<Icon icon={ArrowLeft} size="sm" />}>
    {es.states.backToReports}
  </Button>
);

const meta = {
  title: 'Fragments/Estados/ErrorState',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-errorstate',
  component: ErrorState,
  args: { title: es.states.reportsError.title, message: reportsErrorMessage, onRetry: fn() },
  argTypes: {
    headingLevel: { control: 'select', options: errorStateHeadingLevels },
    secondaryAction: { control: false },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Offline or server down while opening a section not visited yet (its code could not be downloaded): the
 * connection failed, 'Reintentar' reloads. Not the app-wide 'Error Inesperado'.
 */
export const ConnectionFailed: Story = {
  args: {
    title: es.states.connectionFailed.title,
    message: es.states.connectionFailed.description,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { name: 'No se ha podido conectar' })).toBeVisible();
    await expect(alert).toHaveTextContent('Comprueba tu conexión a internet');
    await expect(alert).not.toHaveTextContent('Error Inesperado');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry`. */
// skip-visual: the end state is the 'ConnectionFailed' showcase with 'Reintentar' focused.
export const ConnectionFailedRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { title: es.states.connectionFailed.title, message: es.states.connectionFailed.description },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The report list's error box (spec §2): an alert with the title, the message and 'Reintentar'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error cargando informes');
    await expect(alert).toHaveTextContent(reportsErrorMessage);
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry`. */
// skip-visual: the end state is the 'Default' showcase with 'Reintentar' focused.
export const RetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop, with the secondary action. */
export const Playground: Story = {
  args: { headingLevel: 2, secondaryAction: backToReports, labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** 'Reintentar' and 'Volver a informes' side by side. */
export const WithSecondaryAction: Story = {
  args: { secondaryAction: backToReports },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Volver a informes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry` beside the secondary action. */
// skip-visual: the end state is the 'WithSecondaryAction' showcase with 'Reintentar' focused.
export const WithSecondaryActionRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { secondaryAction: backToReports },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onRetry` there is nothing to press: the box only informs. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: undefined },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Algo ha salido mal');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A long technical message with an unbroken id wraps inside the box. */
export const LongContent: Story = {
  args: { message: longTechnicalMessage, secondaryAction: backToReports },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('req_01J8ZK4M6QF3X9T2B7W5N1HCVD');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

/** On a phone (390 px): the long message and both actions fit. */
export const Narrow: Story = {
  args: { message: longTechnicalMessage, secondaryAction: backToReports },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry` on a phone. */
// skip-visual: the end state is the 'Narrow' showcase with 'Reintentar' focused.
export const NarrowRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { message: longTechnicalMessage, secondaryAction: backToReports },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
