import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toast, clampToastDuration, toastTones, TOAST_MAX_DURATION, TOAST_MIN_DURATION } from './Toast';

/** A provider and the bottom-right viewport around a story that renders bare `Toast`s. */
const withProvider: Decorator = (Story) => (
  <Toast.Provider>
    <Story />
    <Toast.Viewport />
  </Toast.Provider>
);

/** The notification region, where Radix portals every toast. */
const region = () => screen.getByRole('region', { name: /^Notificaciones/ });

const meta = {
  title: 'Components/Toast',
  component: Toast,
  // Toasts sit fixed in the corner: each docs example gets its own iframe.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    title: '¡Informe creado exitosamente!',
    tone: 'positive',
    open: true,
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: toastTones },
    duration: { control: { type: 'range', min: TOAST_MIN_DURATION, max: TOAST_MAX_DURATION } },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visible status toast. */
export const Default: Story = {
  decorators: [withProvider],
  play: async () => {
    const toast = await within(region()).findByRole('status');
    await expect(toast).toHaveTextContent('¡Informe creado exitosamente!');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-tone', 'positive');
  },
};

/**
 * The close button asks to close the toast (`onOpenChange(false)`); `open` stays as the args say, so it
 * ends still shown, with the close button focused.
 */
export const CloseButtonAsksToClose: Story = {
  tags: ['test-only'],
  decorators: [withProvider],
  play: async ({ args }) => {
    const toast = await within(region()).findByRole('status');
    await waitFor(() => expect(toast).toBeVisible());
    await userEvent.click(within(toast).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Playground: Story = {
  decorators: [withProvider],
  args: { description: 'Puedes verlo en la lista de informes.', duration: 3000 },
};

/** Every tone, one under the other. */
export const Tones: Story = {
  decorators: [withProvider],
  render: (args) => (
    <>
      {toastTones.map((tone) => (
        <Toast
          key={tone}
          {...args}
          tone={tone}
          title={`Aviso ${tone}`}
          description="Texto de apoyo del aviso."
        />
      ))}
    </>
  ),
  play: async () => {
    await waitFor(() => expect(within(region()).getAllByRole('status')).toHaveLength(5));
  },
};

export const Critical: Story = {
  decorators: [withProvider],
  args: {
    tone: 'critical',
    title: 'Error: Error al generar PDF',
    description: 'Error interno del servidor. Intenta de nuevo en unos minutos.',
  },
};

export const Warning: Story = {
  decorators: [withProvider],
  args: { tone: 'warning', title: 'Demasiados intentos. Inténtalo más tarde.' },
};

export const Info: Story = {
  decorators: [withProvider],
  args: { tone: 'info', title: 'PDF en generación en segundo plano' },
};

export const Neutral: Story = {
  decorators: [withProvider],
  args: { tone: 'neutral', title: 'Datos actualizados' },
};

/** Long titles and descriptions wrap inside the fixed toast width. */
export const LongText: Story = {
  decorators: [withProvider],
  args: {
    tone: 'critical',
    title: 'Error actualizando informe: la conexión con el servidor se interrumpió antes de terminar',
    description:
      'Datos inválidos: el campo «fundamentos_de_derecho_y_jurisprudencia_aplicable_al_caso» supera la longitud máxima permitida. Revisa el contenido y vuelve a intentarlo.',
  },
};

/** `clampToastDuration` keeps every duration within the spec's 1–4 s (spec §9). */
export const DurationClamping: Story = {
  decorators: [withProvider],
  args: { title: 'Duración limitada a 1–4 s', duration: 60_000 },
  play: async () => {
    await expect(clampToastDuration(500)).toBe(1000);
    await expect(clampToastDuration(0)).toBe(1000);
    await expect(clampToastDuration(-20)).toBe(1000);
    await expect(clampToastDuration(1000)).toBe(1000);
    await expect(clampToastDuration(2500)).toBe(2500);
    await expect(clampToastDuration(4000)).toBe(4000);
    await expect(clampToastDuration(5000)).toBe(4000);
    await expect(clampToastDuration(Infinity)).toBe(4000);
    await expect(clampToastDuration(Number.NaN)).toBe(4000);
    await expect(clampToastDuration(undefined)).toBe(4000);
    await expect(clampToastDuration(null)).toBe(4000);
  },
};
