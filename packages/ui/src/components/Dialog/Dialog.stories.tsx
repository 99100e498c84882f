import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogProps } from './Dialog';
import { Button } from '../Button';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { storyViewports } from '../../tokens/viewports';

const footer = (
  <>
    <Dialog.Close asChild>
      <Button variant="outline" tone="neutral">
        Cancelar
      </Button>
    </Dialog.Close>
    <Button>Guardar cambios</Button>
  </>
);

const meta = {
  title: 'Components/Dialog',
  // Open modals and portalled overlays would cover the docs page: each docs example gets its own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Dialog,
  args: {
    title: 'Editar Informe',
    description: 'Los campos marcados con * son obligatorios.',
    trigger: <Button>Abrir diálogo</Button>,
    footer,
    onOpenChange: fn(),
    children: (
      <Text size="sm">
        El informe se guardará con los cambios realizados y podrá seguir editándolo más tarde.
      </Text>
    ),
  },
  argTypes: {
    trigger: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger that opens it. `Open` and the states below render it open. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Abrir diálogo' })).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * Opens from the trigger, traps focus, and closes on Escape returning focus to the trigger. Ends closed
 * with the trigger focused (its focus ring has no prop, so this story's shot is where it shows).
 */
export const OpensTrapsFocusAndRestoresIt: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(dialog).toHaveAccessibleDescription('Los campos marcados con * son obligatorios.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus trap: tabbing through every control never leaves the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultOpen: true } };

/** Open from the start: the state the visual baseline records. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
};

/** The 'Cerrar' icon button closes and reports `false`. */
export const CloseButton: Story = {
  tags: ['test-only'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Built from the parts, for layouts the convenience form does not cover. */
export const Compound: Story = {
  render: () => (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>Abrir diálogo</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Crear Nuevo Informe</Dialog.Title>
          <Dialog.Description>Paso 1 de 4</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Text size="sm">Selecciona el tipo de documento.</Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="outline" tone="neutral">
              Anterior
            </Button>
          </Dialog.Close>
          <Button>Siguiente</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Informe' });
    await expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    await expect(dialog).toHaveAccessibleDescription('Paso 1 de 4');
    await expect(within(dialog).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  },
};

function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" align="start">
      <Button onClick={() => setOpen(true)}>Editar</Button>
      <Text size="sm" tone="muted">{`Estado: ${open ? 'abierto' : 'cerrado'}`}</Text>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </Stack>
  );
}

/** Controlled by the parent: `open` + `onOpenChange`. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: ControlledDialog,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Estado: cerrado')).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The parent's button opens the controlled dialog and 'Cancelar' closes it, both through `onOpenChange`. */
export const ControlledOpenAndCancel: Story = {
  tags: ['test-only'],
  args: { trigger: undefined },
  render: ControlledDialog,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(canvas.getByText('Estado: abierto')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText('Estado: cerrado')).toBeInTheDocument();
  },
};

/** Long content scrolls inside the panel; the page behind does not move. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <Stack gap="sm">
        {Array.from({ length: 14 }, (_, i) => (
          <Text key={i} size="sm" font="serif">
            {`${i + 1}. Que por medio del presente escrito vengo a formular demanda de juicio ordinario en reclamación de cantidad, con base en los hechos y fundamentos de derecho que a continuación se exponen.`}
          </Text>
        ))}
      </Stack>
    ),
  },
};

/** No description, no close icon: the footer is the only way out. */
export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, description: undefined, showClose: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar Informe' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  },
};

/** On a phone the panel takes the screen width minus a margin. */
export const Narrow: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  parameters: { viewport: { options: storyViewports } },
};
