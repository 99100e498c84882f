import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  type ForgotPasswordFormValues,
} from './ForgotPasswordForm';
import {
  emailRequiredError,
  emptyRecoveryValues,
  recoveryEmail,
  recoveryValues,
  tooManyRequestsError,
} from './ForgotPasswordForm.fixtures';

/** Holds the values in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: ForgotPasswordFormProps) {
  const [values, setValues] = useState<ForgotPasswordFormValues>(args.values);
  return (
    <ForgotPasswordForm
      {...args}
      values={values}
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
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
    values: emptyRecoveryValues,
    submitting: false,
    sent: false,
    onValuesChange: fn(),
    onSubmit: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as it opens. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('');
  },
};

/** Typing reports the next values; Enter submits; '← Volver' calls `onBack`. */
// skip-visual: the end state, the address typed in, is the 'Playground' showcase.
export const EditingReportsValues: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@bufete.es{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ email: 'ana@bufete.es' });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { values: recoveryValues, labels: {} } };

/** The field's error. */
export const ValidationError: Story = {
  args: { error: emailRequiredError },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(emailRequiredError);
  },
};

/** A server error above the button. */
export const ServerError: Story = {
  args: { values: recoveryValues, formError: tooManyRequestsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(tooManyRequestsError);
  },
};

/** Sending. */
export const Submitting: Story = {
  args: { values: recoveryValues, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sent: the neutral confirmation naming the address; the title takes focus. */
export const Sent: Story = {
  args: { values: recoveryValues, sent: true },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Revisa tu correo' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText(/te hemos enviado un correo con un enlace para restablecer tu contraseña/),
    ).toHaveTextContent(`Si existe una cuenta con ${recoveryEmail}`);
  },
};

/** Once sent, 'Volver al inicio de sesión' calls `onBack`. */
// skip-visual: the end state is the 'Sent' showcase.
export const SentGoesBackToLogin: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: recoveryValues, sent: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio de sesión' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { error: emailRequiredError },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
