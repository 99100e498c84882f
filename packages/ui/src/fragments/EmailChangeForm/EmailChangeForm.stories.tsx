import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { EmailChangeForm, emailChangeFormStates, type EmailChangeFormProps } from './EmailChangeForm';
import { currentEmail, longEmail, networkError, newEmail, takenError } from './EmailChangeForm.fixtures';

/** Holds the typed address (the fragment is controlled only), and still reports to the args. */
function Interactive(args: EmailChangeFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <EmailChangeForm
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
  title: 'Fragments/Cuenta y planes/EmailChangeForm',
  id: 'fragments-emailchangeform',
  component: EmailChangeForm,
  render: (args) => <Interactive {...args} />,
  args: {
    currentEmail,
    value: '',
    onValueChange: fn(),
    onSubmit: fn(),
    pendingEmail: null,
    state: 'idle',
    fieldError: null,
    error: null,
  },
  argTypes: { state: { control: 'inline-radio', options: emailChangeFormStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current address (read-only) and an empty field for the new one. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Email de la cuenta' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email actual' })).toHaveValue(currentEmail);
    await expect(canvas.getByRole('textbox', { name: 'Email actual' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: /Nuevo email/ })).toHaveValue('');
  },
};

/** Sending the link. */
export const Saving: Story = {
  args: { value: newEmail, state: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The link went to the new address; the account keeps the old one until it is opened. */
export const Saved: Story = {
  args: { value: newEmail, state: 'saved', pendingEmail: newEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`Hemos enviado un enlace a ${newEmail}.`);
  },
};

/** A change still waiting for its link, seen on a later visit. */
export const Pending: Story = {
  args: { pendingEmail: newEmail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`Cambio pendiente a ${newEmail}`, { exact: false })).toBeVisible();
  },
};

/** A failure that is not about the address, in an alert. */
export const Error: Story = {
  args: { value: newEmail, state: 'error', error: networkError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(networkError);
  },
};

/** The address is taken by another account (or invalid): on the field. */
export const Validation: Story = {
  args: { value: 'ana@despacho.es', state: 'error', fieldError: takenError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nuevo email/ })).toHaveAccessibleDescription(
      new RegExp(takenError),
    );
  },
};

/** Long addresses wrap. */
export const LongContent: Story = { args: { currentEmail: longEmail, pendingEmail: longEmail } };

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Test: typing and Enter submits the trimmed address once. */
// skip-visual: the end state is the 'Default' showcase with an address typed.
export const TypeAndSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Nuevo email/ }), ` ${newEmail} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(newEmail);
  },
};
