import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ProfileForm, profileFormStates, type ProfileFormProps } from './ProfileForm';
import { longProfile, sampleProfile, saveFailedError } from './ProfileForm.fixtures';

/** Holds the values (the fragment is controlled only), and still reports to the args. */
function Interactive(args: ProfileFormProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ProfileForm
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
  title: 'Fragments/Cuenta y planes/ProfileForm',
  id: 'fragments-profileform',
  component: ProfileForm,
  render: (args) => <Interactive {...args} />,
  args: { value: sampleProfile, onValueChange: fn(), onSubmit: fn(), state: 'idle', errors: {}, error: null },
  argTypes: { state: { control: 'inline-radio', options: profileFormStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name and organization as stored, ready to edit. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Perfil' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue(sampleProfile.name);
    await expect(canvas.getByRole('textbox', { name: 'Organización' })).toHaveValue(
      sampleProfile.organization,
    );
    await expect(canvas.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  },
};

/** Saving: the button says 'Guardando…' and is busy; the fields are read-only. */
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Guardando…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).toHaveAttribute('readonly');
  },
};

/** Saved: 'Perfil actualizado.' in a status line. */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Perfil actualizado.');
  },
};

/** The server refused the change: its message in an alert. */
export const Error: Story = {
  args: { state: 'error', error: saveFailedError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(saveFailedError);
  },
};

/** Validation: an empty name is refused before anything is sent. */
export const Validation: Story = {
  args: { value: { name: '', organization: '' }, errors: { name: 'El nombre es requerido' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Nombre completo/ })).toHaveAccessibleDescription(
      /El nombre es requerido/,
    );
  },
};

/** A very long name and organization wrap inside the card. */
export const LongContent: Story = { args: { value: longProfile } };

/** At phone width. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };

/** Test: editing reports the next values; Enter submits them once. */
// skip-visual: the end state is the 'Default' showcase with other text typed.
export const EditAndSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Nombre completo/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Lucía Martín');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...sampleProfile, name: 'Lucía Martín' });
    await userEvent.type(name, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...sampleProfile, name: 'Lucía Martín' });
  },
};

/** Test: while saving, the button does not submit again. */
// skip-visual: the end state is the 'Saving' showcase.
export const NoDoubleSubmit: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'saving' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardando…' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
