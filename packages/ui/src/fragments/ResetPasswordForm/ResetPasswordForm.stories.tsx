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
    onValuesChange: fn(),
    onSubmit: fn(),
    onContinue: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as the recovery link opens it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
    await expect(canvas.getByLabelText('Nueva contraseña')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');
  },
};

/** Typing reports the whole next values; Enter submits; the toggle reveals both fields. */
// skip-visual: the end state, both fields filled and shown, is the 'ShowPassword' showcase.
export const EditingReportsValues: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'clave-nueva');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      password: 'clave-nueva',
      confirmPassword: '',
    });
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'clave-nueva{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      password: 'clave-nueva',
      confirmPassword: 'clave-nueva',
    });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(args.onToggleShowPassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { values: filledResetValues, labels: {} } };

/** Both fields shown as plain text. */
export const ShowPassword: Story = {
  args: { values: filledResetValues, showPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nueva contraseña')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'text');
  },
};

/** Spec §5 messages. */
export const ValidationErrors: Story = {
  args: { values: { password: '123', confirmPassword: '12' }, errors: resetErrors },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nueva contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
  },
};

/** After a submit with errors, focus goes to the first invalid field. */
// skip-visual: the end state is the 'ValidationErrors' showcase, with the caret in 'Nueva contraseña'.
export const SubmitFocusesFirstInvalidField: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { values: { password: '123', confirmPassword: '12' }, errors: resetErrors },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contraseña' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
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

/** Done: confirmation and 'Ir al panel'; the title takes focus. */
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Contraseña actualizada' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Ir al panel' })).toBeVisible();
  },
};

/** Once done, 'Ir al panel' calls `onContinue`. */
// skip-visual: the end state is the 'Done' showcase.
export const DoneContinues: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { done: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ir al panel' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { values: { password: '123', confirmPassword: '12' }, errors: resetErrors },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
