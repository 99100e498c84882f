import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { LoginForm, type LoginFormProps, type LoginFormValues } from './LoginForm';
import {
  emailNotConfirmedError,
  emptyLoginValues,
  filledLoginValues,
  invalidCredentialsError,
  loginRequiredErrors,
  longServerError,
} from './LoginForm.fixtures';

/** Holds values and visibility in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: LoginFormProps) {
  const [values, setValues] = useState<LoginFormValues>(args.values);
  const [showPassword, setShowPassword] = useState(args.showPassword);
  return (
    <LoginForm
      {...args}
      values={values}
      showPassword={showPassword}
      onChange={(field, value) => {
        args.onChange(field, value);
        setValues((current) => ({ ...current, [field]: value }));
      }}
      onToggleShowPassword={() => {
        args.onToggleShowPassword();
        setShowPassword((current) => !current);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Autenticación/LoginForm',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-loginform',
  component: LoginForm,
  render: (args) => <Interactive {...args} />,
  args: {
    values: emptyLoginValues,
    errors: {},
    formError: null,
    submitting: false,
    demoMode: false,
    showPassword: false,
    onToggleShowPassword: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onSwitchToRegister: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: typing reports each field, Enter submits, the links call their callbacks. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'ana@bufete.es');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'ana@bufete.es');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'clave1{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'clave1');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recordarme' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('remember', true);
    await userEvent.click(canvas.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Regístrate' }));
    await expect(args.onSwitchToRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { values: filledLoginValues, labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** Filled in, 'Recordarme' ticked; the submit button calls `onSubmit`. */
export const Filled: Story = {
  args: { values: filledLoginValues },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue(filledLoginValues.email);
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The toggle reveals the password and changes its name and pressed state. */
export const ShowPassword: Story = {
  args: { values: filledLoginValues },
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText('Contraseña');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(args.onToggleShowPassword).toHaveBeenCalledTimes(1);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Spec §5 messages under each field; after a submit focus goes to the first invalid field. */
export const ValidationErrors: Story = {
  args: { errors: loginRequiredErrors },
  play: async ({ canvas, args }) => {
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('El email es requerido');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña es requerida',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** A server error (spec §8) in the alert region above the button. */
export const ServerError: Story = {
  args: { values: filledLoginValues, formError: invalidCredentialsError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(invalidCredentialsError);
  },
};

/** E-mail not confirmed yet (spec §8). */
export const EmailNotConfirmed: Story = {
  args: { values: filledLoginValues, formError: emailNotConfirmedError },
};

/** Signing in: spinner and 'Iniciando sesión…'; the button keeps focus and repeated submits are ignored. */
export const Submitting: Story = {
  args: { values: filledLoginValues, submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Iniciando sesión…' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await userEvent.type(canvas.getByLabelText('Email'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without a configured backend the label says so (spec §2). */
export const DemoMode: Story = {
  args: { demoMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión (Modo Demo)' })).toBeVisible();
  },
};

/** A long unbroken server message wraps inside the card. */
export const LongContent: Story = {
  args: { values: filledLoginValues, formError: longServerError },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

/** On a phone the card fills the screen, without a border. */
export const Narrow: Story = {
  args: { errors: { email: loginRequiredErrors.email }, demoMode: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Iniciar Sesión (Modo Demo)' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
