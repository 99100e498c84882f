import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { RegisterForm, type RegisterFormProps, type RegisterFormValues } from './RegisterForm';
import {
  emptyRegisterValues,
  filledRegisterValues,
  invalidRegisterValues,
  registerErrors,
  registerServerError,
} from './RegisterForm.fixtures';

/** Holds values and visibility in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: RegisterFormProps) {
  const [values, setValues] = useState<RegisterFormValues>(args.values);
  const [showPassword, setShowPassword] = useState(args.showPassword);
  return (
    <RegisterForm
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
  title: 'Fragments/Autenticación/RegisterForm',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-registerform',
  component: RegisterForm,
  render: (args) => <Interactive {...args} />,
  args: {
    values: emptyRegisterValues,
    errors: {},
    formError: null,
    submitting: false,
    demoMode: false,
    showPassword: false,
    onToggleShowPassword: fn(),
    onValuesChange: fn(),
    onSubmit: fn(),
    onSwitchToLogin: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the labels of the spec; the terms link to the legal pages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await expect(canvas.getByLabelText('Nombre completo')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/legal/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
  },
};

/** Typing and ticking report the whole next values; Enter submits. */
// skip-visual: the end state, a partly filled form, adds nothing to the 'Filled' showcase.
export const EditingReportsValues: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Nombre completo'), 'Ana');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ ...emptyRegisterValues, name: 'Ana' });
    await userEvent.type(canvas.getByLabelText('Organización (opcional)'), 'Bufete');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...emptyRegisterValues,
      name: 'Ana',
      organization: 'Bufete',
    });
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'abc{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...emptyRegisterValues,
      name: 'Ana',
      organization: 'Bufete',
      confirmPassword: 'abc',
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'Acepto los términos y condiciones y la política de privacidad',
      }),
    );
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      ...emptyRegisterValues,
      name: 'Ana',
      organization: 'Bufete',
      confirmPassword: 'abc',
      acceptTerms: true,
    });
  },
};

/** '¿Ya tienes cuenta? Inicia sesión' and '← Volver' call their callbacks. */
// skip-visual: the end state is the 'Default' showcase (the links change nothing on screen).
export const LinksCallTheirCallbacks: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Inicia sesión' }));
    await expect(args.onSwitchToLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onValuesChange).not.toHaveBeenCalled();
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { values: filledRegisterValues, labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** Filled in, the terms accepted. */
export const Filled: Story = {
  args: { values: filledRegisterValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nombre completo')).toHaveValue(filledRegisterValues.name);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** 'Crear cuenta' calls `onSubmit`. */
// skip-visual: the end state is the 'Filled' showcase.
export const SubmitCallsOnSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: filledRegisterValues },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Both passwords shown as plain text (one toggle reveals both). */
export const ShowPassword: Story = {
  args: { values: filledRegisterValues, showPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The toggle calls `onToggleShowPassword`; shown, both password fields turn to plain text. */
// skip-visual: the end state is the 'ShowPassword' showcase.
export const TogglingRevealsPasswords: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: filledRegisterValues },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(args.onToggleShowPassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
  },
};

/** Every spec §5 message. */
export const ValidationErrors: Story = {
  args: { values: invalidRegisterValues, errors: registerErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nombre completo')).toHaveAccessibleDescription(
      'El nombre es requerido',
    );
    await expect(canvas.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Mínimo 6 caracteres La contraseña debe tener al menos 6 caracteres',
    );
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Debes aceptar los términos y condiciones',
    );
  },
};

/** After a submit with errors, focus goes to the first invalid field. */
// skip-visual: the end state is the 'ValidationErrors' showcase, with the caret in 'Nombre completo'.
export const SubmitFocusesFirstInvalidField: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: invalidRegisterValues, errors: registerErrors },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByLabelText('Nombre completo')).toHaveFocus());
  },
};

/** A server error (spec §8) above the button. */
export const ServerError: Story = {
  args: { values: filledRegisterValues, formError: registerServerError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(registerServerError);
  },
};

/** Creating the account: spinner and 'Creando cuenta…'. */
export const Submitting: Story = {
  args: { values: filledRegisterValues, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creando cuenta…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While creating the account, a click on the button submits nothing. */
// skip-visual: the end state is the 'Submitting' showcase.
export const SubmittingIgnoresRepeatedSubmits: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: filledRegisterValues, submitting: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Creando cuenta…' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without a configured backend. */
export const DemoMode: Story = {
  args: { demoMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Crear cuenta (Modo Demo)' })).toBeVisible();
  },
};

/** Phone: full-screen card. */
export const Narrow: Story = {
  args: { values: invalidRegisterValues, errors: registerErrors },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
