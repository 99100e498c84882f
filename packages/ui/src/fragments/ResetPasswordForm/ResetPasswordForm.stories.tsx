import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  ResetPasswordForm,
  type ResetPasswordFormProps,
  type ResetPasswordFormValues,
} from './ResetPasswordForm';
import {
  emptyResetValues,
  expiredLinkError,
  filledResetValues,
  resetErrors,
} from './ResetPasswordForm.fixtures';

/** Holds values and visibility in state (the fragment is controlled only), and still reports to the args. */
function Interactive(args: ResetPasswordFormProps) {
  const [values, setValues] = useState<ResetPasswordFormValues>(args.values);
  const [showPassword, setShowPassword] = useState(args.showPassword);
  return (
    <ResetPasswordForm
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
  title: 'Fragments/Autenticación/ResetPasswordForm',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-resetpasswordform',
  component: ResetPasswordForm,
  render: (args) => <Interactive {...args} />,
  args: {
    values: emptyResetValues,
    errors: {},
    formError: null,
    submitting: false,
    done: false,
    showPassword: false,
    onToggleShowPassword: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onContinue: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each field; Enter submits; the toggle reveals both fields. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'clave-nueva');
    await expect(args.onChange).toHaveBeenLastCalledWith('password', 'clave-nueva');
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'clave-nueva{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('confirmPassword', 'clave-nueva');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { values: filledResetValues, labels: {} } };

/** Spec §5 messages; after a submit focus goes to the first invalid field. */
export const ValidationErrors: Story = {
  args: { values: { password: '123', confirmPassword: '12' }, errors: resetErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(canvas.getByLabelText('Nueva contraseña')).toHaveFocus());
  },
};

/** A server error above the button. */
export const ServerError: Story = {
  args: { values: filledResetValues, formError: expiredLinkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(expiredLinkError);
  },
};

/** Saving. */
export const Submitting: Story = {
  args: { values: filledResetValues, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Done: confirmation and 'Ir al panel'. */
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Contraseña actualizada' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al panel' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { values: { password: '123', confirmPassword: '12' }, errors: resetErrors },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
