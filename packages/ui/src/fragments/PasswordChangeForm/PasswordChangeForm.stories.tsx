import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  PasswordChangeForm,
  passwordChangeFormStates,
  type PasswordChangeFormProps,
} from './PasswordChangeForm';
import {
  emptyPasswords,
  networkError,
  typedPasswords,
  wrongCurrentError,
} from './PasswordChangeForm.fixtures';

/** Holds the values (the fragment is controlled only), and still reports to the args. */
function Interactive(args: PasswordChangeFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PasswordChangeForm
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Cuenta y planes/PasswordChangeForm',
  id: 'fragments-passwordchangeform',
  component: PasswordChangeForm,
  render: (args) => <Interactive {...args} />,
  args: {
    value: emptyPasswords,
    onValueChange: fn(),
    onSubmit: fn(),
    state: 'idle',
    errors: {},
    error: null,
  },
  argTypes: { state: { control: 'inline-radio', options: passwordChangeFormStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (t: RegExp | string) => HTMLElement }, name: RegExp) =>
  canvas.getByLabelText(name);

/** Empty: the current password, the new one with its rule, and its confirmation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contraseña' })).toBeVisible();
    await expect(field(canvas, /^Contraseña actual/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(canvas, /^Nueva contraseña/)).toHaveAccessibleDescription(/Mínimo 6 caracteres/);
    await expect(field(canvas, /^Confirmar contraseña/)).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** Changing: 'Cambiando…', busy, fields read-only. */
export const Saving: Story = {
  args: { value: typedPasswords, state: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cambiando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Changed: the status says the other sessions were closed. */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Las demás sesiones se han cerrado.');
  },
};

/** A failure that is not about a field, in an alert. */
export const Error: Story = {
  args: { value: typedPasswords, state: 'error', error: networkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(networkError);
  },
};

/** Validation and the wrong current password, on their fields. */
export const Validation: Story = {
  args: {
    value: { current: 'no-es-esta', next: '123', confirm: '1234' },
    errors: {
      current: wrongCurrentError,
      next: 'La contraseña debe tener al menos 6 caracteres',
      confirm: 'Las contraseñas no coinciden',
    },
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, /^Contraseña actual/)).toHaveAccessibleDescription(wrongCurrentError);
    await expect(field(canvas, /^Confirmar contraseña/)).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
  },
};

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Test: typing the three fields and Enter submits them once. */
// skip-visual: the end state is the 'Default' showcase with masked text typed.
export const TypeAndSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, /^Contraseña actual/), typedPasswords.current);
    await userEvent.type(field(canvas, /^Nueva contraseña/), typedPasswords.next);
    await userEvent.type(field(canvas, /^Confirmar contraseña/), `${typedPasswords.confirm}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(typedPasswords);
  },
};
