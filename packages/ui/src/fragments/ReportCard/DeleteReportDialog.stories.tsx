import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DeleteReportDialog } from './DeleteReportDialog';
import { draftReport, longReport } from './ReportCard.fixtures';

const meta = {
  title: 'Fragments/Informes/DeleteReportDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-deletereportdialog',
  component: DeleteReportDialog,
  args: {
    open: true,
    reportTitle: draftReport.title,
    onOpenChange: fn(),
    onConfirm: fn(),
    deleting: false,
    error: null,
  },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof DeleteReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rests the pointer on the (static) dialog and leaves no focus: the dialog focuses a button as it opens,
 * and the screenshot must not depend on it.
 */
async function settle(dialog: HTMLElement) {
  await userEvent.hover(dialog);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Names the report; 'Eliminar' in the critical tone. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar informe' });
    await expect(dialog).toHaveAccessibleDescription(
      `¿Seguro que quieres eliminar «${draftReport.title}»? Esta acción no se puede deshacer.`,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar' });
    await expect(confirm).toHaveAttribute('data-tone', 'critical');
    await settle(dialog);
  },
};

// skip-visual: the end state is the 'Default' showcase (the buttons only report to the args).
/** 'Eliminar' confirms, 'Cancelar' asks to close. */
export const ConfirmAndCancel: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar informe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await settle(dialog);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The request runs: 'Eliminando…', blocked (`aria-disabled`). */
export const Loading: Story = {
  args: { deleting: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Eliminando…' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await settle(dialog);
  },
};

// skip-visual: the end state is the 'Loading' showcase (nothing happens while deleting).
/** While deleting, a second 'Eliminando…' click and Escape do nothing. */
export const NoSecondConfirmWhileDeleting: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { deleting: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminando…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await settle(dialog);
  },
};

/** The deletion failed: the message is announced. */
export const Error: Story = {
  args: { error: 'No se pudo eliminar el informe' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo eliminar el informe');
  },
};

/** A long title wraps. */
export const LongContent: Story = { args: { reportTitle: longReport.title } };

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
