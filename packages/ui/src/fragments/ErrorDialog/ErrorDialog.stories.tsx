import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorDialog } from './ErrorDialog';
import { longErrorDetails, renderErrorDetails } from './ErrorDialog.fixtures';
import { storyViewports } from '../../tokens/viewports';

const meta = {
  title: 'Fragments/Estados/ErrorDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-errordialog',
  // Open modals and portalled overlays would cover the docs page: each docs example gets its own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: ErrorDialog,
  args: { open: true, onReload: fn() },
  argTypes: { details: { control: 'object' } },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's texts; 'Recargar', the only button, has focus. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    await expect(dialog).toHaveAccessibleDescription(
      'La aplicación ha encontrado un problema. Por favor, recargue la página para continuar.',
    );
    const reload = within(dialog).getByRole('button', { name: 'Recargar' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(reload).toHaveFocus());
  },
};

/** Test: Escape does not dismiss it; 'Recargar' calls `onReload`. */
// skip-visual: the end state is the 'Default' showcase.
export const EscapeKeepsOpenReloadReports: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    const reload = within(dialog).getByRole('button', { name: 'Recargar' });
    await waitFor(() => expect(reload).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog', { name: 'Error Inesperado' })).toBeInTheDocument();

    await userEvent.click(reload);
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Technical details, collapsed until asked for. */
export const WithDetails: Story = {
  args: { details: renderErrorDetails },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByText('Detalles técnicos')).toBeVisible());
    await expect(within(dialog).getByText(renderErrorDetails.message)).not.toBeVisible();
  },
};

/**
 * Test: 'Detalles técnicos' opens the message and the error code. Shot: the open `<details>` is the
 * browser's own state, not a prop, so no showcase renders it from args.
 */
export const DetailsOpenOnClick: Story = {
  tags: ['test-only'],
  args: { details: renderErrorDetails },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    const message = within(dialog).getByText(renderErrorDetails.message);
    await expect(message).not.toBeVisible();
    await userEvent.click(within(dialog).getByText('Detalles técnicos'));
    // `waitFor`: the dialog may still be fading in (opacity) on a busy machine.
    await waitFor(() => expect(message).toBeVisible());
    await expect(within(dialog).getByText('err-2025-09-15-0007')).toBeVisible();
    await expect(within(dialog).getByText('Código de error')).toBeVisible();
  },
};

/**
 * Test: details open with a long stack wrap inside the dialog. Opening them takes a click (the
 * `<details>` state is not a prop).
 */
export const WithLongDetails: Story = {
  tags: ['test-only'],
  args: { details: longErrorDetails },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    await userEvent.click(within(dialog).getByText('Detalles técnicos'));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** On a phone (390 px): the dialog fits the width. */
export const Narrow: Story = {
  args: { details: renderErrorDetails },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { viewport: { options: storyViewports } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Inesperado' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { details: renderErrorDetails, labels: {} },
  argTypes: { labels: { control: 'object' } },
};
