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
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
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
    onValuesChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onSwitchToRegister: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as it opens. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
  },
};

/** Typing and ticking report the whole next values; Enter submits. */
// skip-visual: the end state, a filled form, is the 'Filled' showcase.
export const EditingReportsValues: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@bufete.es');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...emptyLoginValues,
      email: 'ana@bufete.es',
    });
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'clave1{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      email: 'ana@bufete.es',
      password: 'clave1',
      remember: false,
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recordarme' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      email: 'ana@bufete.es',
      password: 'clave1',
      remember: true,
    });
  },
};

/** The links call their callbacks. */
// skip-visual: the end state is the 'Default' showcase (the links change nothing on screen).
export const LinksCallTheirCallbacks: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Regístrate' }));
    await expect(args.onSwitchToRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onValuesChange).not.toHaveBeenCalled();
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { values: filledLoginValues, labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** Filled in, 'Recordarme' ticked. */
export const Filled: Story = {
  args: { values: filledLoginValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue(filledLoginValues.email);
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
  },
};

/** The submit button calls `onSubmit`. */
// skip-visual: the end state is the 'Filled' showcase.
export const SubmitCallsOnSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: filledLoginValues },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The password shown as plain text; the toggle's name and pressed state say so. */
export const ShowPassword: Story = {
  args: { values: filledLoginValues, showPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The toggle calls `onToggleShowPassword`; shown, the password changes type and the toggle its name. */
// skip-visual: the end state is the 'ShowPassword' showcase.
export const TogglingRevealsPassword: Story = {
  tags: ['test-only', 'skip-visual'],
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

/** Spec §5 messages under each field. */
export const ValidationErrors: Story = {
  args: { errors: loginRequiredErrors },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Correo electrónico');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('El email es requerido');
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'La contraseña es requerida',
    );
  },
};

/** After a submit with errors, focus goes to the first invalid field. */
// skip-visual: the end state is the 'ValidationErrors' showcase, with the caret in 'Correo electrónico'.
export const SubmitFocusesFirstInvalidField: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { errors: loginRequiredErrors },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus());
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

/** Signing in: spinner and 'Iniciando sesión…'; the button stays focusable but reads as disabled. */
export const Submitting: Story = {
  args: { values: filledLoginValues, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Iniciando sesión…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While signing in, repeated submits (button or Enter) are ignored. */
// skip-visual: the end state is the 'Submitting' showcase.
export const SubmittingIgnoresRepeatedSubmits: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: filledLoginValues, submitting: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciando sesión…' }));
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), '{Enter}');
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
