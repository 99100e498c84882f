import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog, alertDialogTones, type AlertDialogProps } from './AlertDialog';
import { Button } from '../Button';
import { Text } from '../../primitives/Text';
import { storyViewports } from '../../tokens/viewports';

const meta = {
  title: 'Components/AlertDialog',
  // Open modals and portalled overlays would cover the docs page: each docs example gets its own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: AlertDialog,
  args: {
    title: '¿Eliminar informe?',
    description: 'El informe «Demanda de reclamación de cantidad» se eliminará y no se podrá recuperar.',
    actionLabel: 'Eliminar',
    tone: 'critical',
    trigger: (
      <Button variant="outline" tone="critical">
        Eliminar
      </Button>
    ),
    onAction: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger that opens it. `Playground` and the named states below render it open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/**
 * Cancel is focused first and dismisses without acting. Ends closed with focus back on the trigger (the
 * trigger's focus ring has no prop, so this story's shot is where it shows).
 */
export const CancelDismissesWithoutActing: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar informe?' });
    await expect(dialog).toHaveAccessibleDescription(
      'El informe «Demanda de reclamación de cantidad» se eliminará y no se podrá recuperar.',
    );
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

/** Confirming calls `onAction` once and closes. */
export const Confirm: Story = {
  tags: ['test-only'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar informe?' });
    const action = screen.getByRole('button', { name: 'Eliminar' });
    await expect(action).toHaveAttribute('data-tone', 'critical');
    await userEvent.click(action);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Escape counts as cancelling. */
export const EscapeCancels: Story = {
  tags: ['test-only'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** A non-destructive confirmation in the accent tone, with a custom cancel label. */
export const Accent: Story = {
  args: {
    defaultOpen: true,
    tone: 'accent',
    title: '¿Generar PDF mejorado?',
    description: 'La generación tarda unos 30 segundos más. Podrás seguir trabajando mientras tanto.',
    actionLabel: 'Generar PDF',
    cancelLabel: 'Ahora no',
  },
  play: async () => {
    await screen.findByRole('alertdialog', { name: '¿Generar PDF mejorado?' });
    await expect(screen.getByRole('button', { name: 'Ahora no' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Generar PDF' })).toHaveAttribute('data-tone', 'accent');
  },
};

/** Extra content under the description. */
export const WithBody: Story = {
  args: {
    defaultOpen: true,
    children: (
      <Text size="sm" weight="medium">
        Se eliminarán también 3 PDF generados.
      </Text>
    ),
  },
};

function CompoundAlertDialog(args: AlertDialogProps) {
  return (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Content>
        <AlertDialog.Header>
          <AlertDialog.Title>¿Descartar los cambios?</AlertDialog.Title>
          <AlertDialog.Description>Los cambios sin guardar se perderán.</AlertDialog.Description>
        </AlertDialog.Header>
        <AlertDialog.Footer>
          <AlertDialog.Cancel>Seguir editando</AlertDialog.Cancel>
          <AlertDialog.Action tone="critical" onClick={() => args.onAction?.()}>
            Descartar
          </AlertDialog.Action>
        </AlertDialog.Footer>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Built from the parts. */
export const Compound: Story = {
  render: CompoundAlertDialog,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await expect(dialog).toHaveAccessibleDescription('Los cambios sin guardar se perderán.');
    await expect(screen.getByRole('button', { name: 'Seguir editando' })).toBeInTheDocument();
  },
};

/** The compound form's action calls its handler (and closes the dialog). */
export const CompoundActionCalls: Story = {
  tags: ['test-only'],
  render: CompoundAlertDialog,
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { viewport: { options: storyViewports } },
};
