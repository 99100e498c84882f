import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { inheritanceCase, leaseCase, longCase } from '../CaseCard/CaseCard.fixtures';
import { DeleteCaseDialog, type CaseDocumentsAction, type DeleteCaseDialogProps } from './DeleteCaseDialog';

/**
 * Holds the choice (the fragment is controlled only) and still reports to the args. `open` stays as the
 * args say, so a story that presses 'Cancelar' still shows the dialog in its screenshot.
 */
function Interactive(args: DeleteCaseDialogProps) {
  const [action, setAction] = useState<CaseDocumentsAction>(args.documentsAction);
  return (
    <DeleteCaseDialog
      {...args}
      documentsAction={action}
      onDocumentsActionChange={(next) => {
        args.onDocumentsActionChange(next);
        setAction(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/DeleteCaseDialog',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-deletecasedialog',
  component: DeleteCaseDialog,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    caseTitle: inheritanceCase.title,
    documentsCount: inheritanceCase.documentsCount,
    documentsAction: 'keep',
    onOpenChange: fn(),
    onDocumentsActionChange: fn(),
    onConfirm: fn(),
    deleting: false,
    error: null,
  },
  parameters: {
    viewport: { options: storyViewports },
    // Open modals would cover the docs page: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof DeleteCaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three documents: the question, with 'keep' chosen, and the critical 'Eliminar caso'. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el caso?' });
    await expect(dialog).toHaveAccessibleDescription(
      `Se eliminará «${inheritanceCase.title}». Esta acción no se puede deshacer.`,
    );
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Este caso tiene 3 documentos. ¿Qué quieres hacer con ellos?',
    });
    await expect(
      within(group).getByRole('radio', { name: 'Conservar los documentos (quedan sin caso)' }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Eliminar caso' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
  },
};

/** The documents go too: 'Eliminar también los documentos' is chosen. */
export const DeleteDocuments: Story = {
  args: { documentsAction: 'delete' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el caso?' });
    await expect(
      within(dialog).getByRole('radio', { name: 'Eliminar también los documentos' }),
    ).toBeChecked();
  },
};

/** Test: choosing 'delete' then confirming reports 'delete'; 'Cancelar' asks to close. */
// skip-visual: the end state is the 'DeleteDocuments' showcase ('open' stays as the args say).
export const ChooseDeleteAndConfirm: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el caso?' });
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Este caso tiene 3 documentos. ¿Qué quieres hacer con ellos?',
    });
    await userEvent.click(within(group).getByRole('radio', { name: 'Eliminar también los documentos' }));
    await expect(args.onDocumentsActionChange).toHaveBeenLastCalledWith('delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar caso' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A case without documents: no question. */
export const Empty: Story = {
  args: { caseTitle: leaseCase.title, documentsCount: 0 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el caso?' });
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    // `waitFor`: the dialog may still be fading in (opacity).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Eliminar caso' })).toBeVisible());
  },
};

/** Test: without documents, confirming reports 'keep'. */
// skip-visual: the end state is the 'Empty' showcase with 'Eliminar caso' focused.
export const EmptyConfirmReportsKeep: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { caseTitle: leaseCase.title, documentsCount: 0 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el caso?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar caso' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('keep');
  },
};

/** One document: singular question. */
export const OneDocument: Story = {
  args: { documentsCount: 1 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('radiogroup', {
        name: 'Este caso tiene 1 documento. ¿Qué quieres hacer con él?',
      }),
    ).toBeInTheDocument();
  },
};

/** The request runs: 'Eliminando…' on the confirm button. */
export const Loading: Story = {
  args: { deleting: true, documentsAction: 'delete' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Eliminando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Test: while deleting, no second confirm, and Escape does nothing. */
// skip-visual: the end state is the 'Loading' showcase.
export const LoadingIgnoresConfirmAndEscape: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { deleting: true, documentsAction: 'delete' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminando…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The deletion failed: the message is announced. */
export const Error: Story = {
  args: { error: 'Error al eliminar el caso' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al eliminar el caso');
  },
};

/** A very long title wraps. */
export const LongContent: Story = {
  args: { caseTitle: longCase.title, documentsCount: longCase.documentsCount },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
