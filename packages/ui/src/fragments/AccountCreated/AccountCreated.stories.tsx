import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { AccountCreated } from './AccountCreated';
import { createdEmail, longCreatedEmail } from './AccountCreated.fixtures';

const meta = {
  title: 'Fragments/Autenticación/AccountCreated',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-accountcreated',
  component: AccountCreated,
  args: { email: createdEmail, onGoToLogin: fn(), onBackHome: fn() },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof AccountCreated>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's message, the address, and both buttons; the title takes focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Cuenta Creada' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('¡Cuenta creada! Revisa tu email para confirmar la cuenta.')).toBeVisible();
    await expect(canvas.getByText(createdEmail)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ir al inicio de sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Volver al inicio' })).toBeVisible();
  },
};

/** Test: each button calls its own callback once. */
// skip-visual: the end state is the 'Default' showcase with 'Volver al inicio' focused.
export const ButtonsReport: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al inicio de sesión' }));
    await expect(args.onGoToLogin).toHaveBeenCalledTimes(1);
    await expect(args.onBackHome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    await expect(args.onBackHome).toHaveBeenCalledTimes(1);
    await expect(args.onGoToLogin).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A very long address wraps. */
export const LongContent: Story = {
  args: { email: longCreatedEmail },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="auth-card-panel"]');
    await expect(panel!.scrollWidth).toBeLessThanOrEqual(panel!.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
