import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
import { emailRequiredError, recoveryEmail, tooManyRequestsError } from './ForgotPasswordForm.fixtures';

/** Holds the e-mail in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(args.email);
  return (
    <ForgotPasswordForm
      {...args}
      email={email}
      onChange={(value) => {
        args.onChange(value);
        setEmail(value);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Autenticación/ForgotPasswordForm',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-forgotpasswordform',
  component: ForgotPasswordForm,
  render: (args) => <Interactive {...args} />,
  args: {
    email: '',
    submitting: false,
    sent: false,
    onChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports the e-mail; Enter submits; '← Volver' calls `onBack`. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@bufete.es{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@bufete.es');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { email: recoveryEmail, labels: {} } };

/** The field's error. */
export const ValidationError: Story = {
  args: { error: emailRequiredError },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(emailRequiredError);
  },
};

/** A server error above the button. */
export const ServerError: Story = {
  args: { email: recoveryEmail, formError: tooManyRequestsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(tooManyRequestsError);
  },
};

/** Sending. */
export const Submitting: Story = {
  args: { email: recoveryEmail, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: the neutral confirmation; the title takes focus; the button goes back to login. */
export const Sent: Story = {
  args: { email: recoveryEmail, sent: true },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Revisa tu email' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText(/te hemos enviado un email con un enlace para restablecer tu contraseña/),
    ).toHaveTextContent(`Si existe una cuenta con ${recoveryEmail}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { error: emailRequiredError },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
