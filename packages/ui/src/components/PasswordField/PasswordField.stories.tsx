import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { textFieldSizes } from '../TextField/TextField';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Contraseña',
    defaultValue: 'secreto123',
    onValueChange: fn(),
    onVisibleChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: textFieldSizes } },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[data-slot="text-field-input"]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText('Contraseña')).toBe(input);
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Playground: Story = {
  args: { size: 'md', description: '', error: '', required: false, disabled: false },
};

/**
 * The toggle reveals the text, flips `aria-pressed` and renames itself; pressing again hides it. Ends
 * hidden with the toggle focused (the revealed look is the `Visible` showcase).
 */
export const ToggleVisibility: Story = {
  tags: ['test-only'],
  play: async ({ canvas, canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secreto123');
    const hide = canvas.getByRole('button', { name: 'Ocultar contraseña' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    autoComplete: 'new-password',
    defaultValue: '',
    description: 'Mínimo 6 caracteres.',
  },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription('Mínimo 6 caracteres.');
  },
};

export const Invalid: Story = {
  args: {
    autoComplete: 'new-password',
    defaultValue: 'abc',
    required: true,
    error: 'La contraseña debe tener al menos 6 caracteres',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = passwordInput(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'La contraseña debe tener al menos 6 caracteres',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('La contraseña debe tener al menos 6 caracteres');
  },
};

export const Required: Story = {
  args: { required: true, defaultValue: '' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('aria-required', 'true');
  },
};

/** Disabled: the input and the toggle. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeDisabled();
  },
};

/** Starts revealed (`defaultVisible`). */
export const Visible: Story = {
  args: { defaultVisible: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

function ControlledPasswordField(args: PasswordFieldProps) {
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  return (
    <Stack gap="sm">
      <PasswordField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
        visible={visible}
        onVisibleChange={(next) => {
          setVisible(next);
          args.onVisibleChange?.(next);
        }}
      />
      <Text size="sm" tone="muted" data-testid="value">
        {`Longitud: ${value.length} · ${visible ? 'visible' : 'oculta'}`}
      </Text>
    </Stack>
  );
}

/** The story owns both the text and the visibility. */
export const Controlled: Story = {
  args: { defaultValue: undefined, autoComplete: 'new-password' },
  render: (args) => <ControlledPasswordField {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(passwordInput(canvasElement)).toHaveValue('');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Longitud: 0 · oculta');
  },
};

/** Typing and the toggle update the owner's text and visibility. Ends revealed, with the toggle focused. */
export const ControlledTypingAndReveal: Story = {
  tags: ['test-only'],
  args: { defaultValue: undefined, autoComplete: 'new-password' },
  render: (args) => <ControlledPasswordField {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'abc123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('abc123');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Longitud: 6 · oculta');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(canvas.getByTestId('value')).toHaveTextContent('Longitud: 6 · visible');
    await expect(input).toHaveAttribute('type', 'text');
  },
};
