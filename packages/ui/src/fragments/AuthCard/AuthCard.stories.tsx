import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MailCheck } from 'lucide-react';
import { TextField } from '../../components/TextField';
import { storyViewports } from '../../tokens/viewports';
import { AuthCard, authCardTones } from './AuthCard';

const meta = {
  title: 'Fragments/Autenticación/AuthCard',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-authcard',
  component: AuthCard,
  args: {
    title: 'Iniciar Sesión',
    description: 'Accede a tu cuenta para continuar con tus casos, documentos e informes.',
    onBack: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: authCardTones },
    icon: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

/** The card with a one-field form, as the auth screens compose it. */
const renderWithForm: Story['render'] = (args) => (
  <AuthCard
    {...args}
    footer={
      <p>
        ¿No tienes cuenta? <AuthCard.LinkButton>Regístrate</AuthCard.LinkButton>
      </p>
    }
  >
    <AuthCard.Form onSubmit={onSubmit}>
      <TextField label="Correo electrónico" type="email" />
      <AuthCard.Alert />
      <AuthCard.Submit>Iniciar Sesión</AuthCard.Submit>
    </AuthCard.Form>
  </AuthCard>
);

/** Product mark, `h1` title, description, a form with an alert region and a footer. */
export const Default: Story = {
  render: renderWithForm,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
  },
};

/** Test: Enter in a field submits the form; 'Volver' calls `onBack`. */
export const SubmitAndBack: Story = {
  tags: ['test-only'],
  render: renderWithForm,
  play: async ({ canvas, args }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@bufete.es{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { tone: 'accent', productName: 'Alegato', labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** A confirmation screen: status icon, no back action, and the title takes focus on mount. */
export const WithStatusIcon: Story = {
  args: {
    title: 'Revisa tu correo',
    description: 'Te hemos enviado un enlace de confirmación.',
    icon: MailCheck,
    tone: 'positive',
    onBack: undefined,
    focusTitleOnMount: true,
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Revisa tu correo' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  },
};

/** On a phone the card fills the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="auth-card-panel"]');
    await expect(panel!.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};
