import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, type ToasterProps, type ToastItem } from './Toast';
import { Button } from '../Button';
import { Box } from '../../primitives/Box';

const region = () => screen.getByRole('region', { name: /^Notificaciones/ });

const queue: ToastItem[] = [
  { id: 't1', tone: 'positive', title: 'Informe creado correctamente' },
  { id: 't2', tone: 'info', title: 'PDF en generación en segundo plano', duration: 2000 },
  {
    id: 't3',
    tone: 'critical',
    title: 'Error al cargar informes',
    description: 'Error de conexión con el servidor',
  },
];

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  // Toasts sit fixed in the corner: each docs example gets its own iframe.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { items: queue, onDismiss: fn() },
  argTypes: { items: { control: 'object' } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several toasts stacked bottom-right. */
export const Default: Story = {
  play: async () => {
    const toasts = await within(region()).findAllByRole('status');
    await expect(toasts).toHaveLength(3);
    await expect(toasts[1]).toHaveTextContent('PDF en generación en segundo plano');
    await waitFor(() => expect(toasts[1]).toBeVisible());
  },
};

/**
 * Closing a toast calls `onDismiss` with its id; `items` stay as the args say, so all three stay shown,
 * with the second one's close button focused.
 */
export const CloseCallsOnDismiss: Story = {
  tags: ['test-only'],
  play: async ({ args }) => {
    const toasts = await within(region()).findAllByRole('status');
    const second = toasts[1] as HTMLElement;
    await expect(second).toHaveTextContent('PDF en generación en segundo plano');
    await waitFor(() => expect(second).toBeVisible());
    await userEvent.click(within(second).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('t2');
  },
};

export const Playground: Story = {};

/** A single toast. */
export const Single: Story = {
  args: { items: [{ id: 'bienvenida', tone: 'positive', title: '¡Bienvenido a Alegato!' }] },
};

/** Nothing queued: the region is there, empty and inert. */
export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    await expect(within(region()).queryAllByRole('status')).toHaveLength(0);
  },
};

/** Long copy wraps inside the toast width. */
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'largo',
        tone: 'warning',
        title: 'No se pudo guardar el consentimiento de cookies: se reintentará automáticamente',
        description:
          'El servidor respondió con demasiadas solicitudes. Tu elección se ha guardado en este navegador y se enviará en cuanto el servicio vuelva a estar disponible.',
      },
    ],
  },
};

function QueuedToaster(args: ToasterProps) {
  const [items, setItems] = useState<readonly ToastItem[]>(args.items);
  const nextId = useRef(1);
  return (
    <Box padding="md">
      <Button
        onClick={() =>
          setItems((list) => [
            ...list,
            {
              id: `aviso-${nextId.current++}`,
              tone: 'positive',
              title: 'Informe actualizado correctamente',
            },
          ])
        }
      >
        Mostrar aviso
      </Button>
      <Toaster
        {...args}
        items={items}
        onDismiss={(id) => {
          setItems((list) => list.filter((item) => item.id !== id));
          args.onDismiss(id);
        }}
      />
    </Box>
  );
}

/** The app's side, in miniature: a queue in state, items removed on dismiss. Press 'Mostrar aviso'. */
export const Interactive: Story = {
  args: { items: [] },
  render: QueuedToaster,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar aviso' })).toBeInTheDocument();
    await expect(within(region()).queryAllByRole('status')).toHaveLength(0);
  },
};

/** 'Mostrar aviso' queues a toast; closing it removes it from the queue. Ends empty, as it started. */
export const ShowAndDismissQueued: Story = {
  tags: ['test-only'],
  args: { items: [] },
  render: QueuedToaster,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar aviso' }));
    const toast = await within(region()).findByRole('status');
    await expect(toast).toHaveTextContent('Informe actualizado correctamente');
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(expect.stringMatching(/^aviso-\d+$/));
    await waitFor(() => expect(within(region()).queryAllByRole('status')).toHaveLength(0));
  },
};
