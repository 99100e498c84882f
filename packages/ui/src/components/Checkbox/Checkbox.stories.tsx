import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Recordarme', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
  },
};

/**
 * Clicking the box ticks it and reports `true`; clicking its label unticks it. Ends unticked and focused
 * (Checkbox has no prop for its focus look; the ticked look is the 'Checked' showcase).
 */
export const ClickingBoxAndLabelToggles: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Recordarme'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { description: '', error: '', required: false, disabled: false },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
  },
};

/** A "select all" whose items are partly ticked. */
export const Indeterminate: Story = {
  args: { label: 'Seleccionar todos los informes', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Seleccionar todos los informes' }),
    ).toBePartiallyChecked();
  },
};

/** Pressing an indeterminate box reports `true` (it stays as `checked` says: the story does not own it). */
export const IndeterminateReportsTrue: Story = {
  tags: ['test-only'],
  args: { label: 'Seleccionar todos los informes', checked: 'indeterminate' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Seleccionar todos los informes' }));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Generar PDF automáticamente',
    description: 'La generación del PDF añade unos 30 segundos.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Generar PDF automáticamente' }),
    ).toHaveAccessibleDescription('La generación del PDF añade unos 30 segundos.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Acepto los términos y condiciones y la política de privacidad',
    required: true,
    error: 'Debes aceptar los términos y condiciones',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debes aceptar los términos y condiciones');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleErrorMessage('Debes aceptar los términos y condiciones');
  },
};

export const Required: Story = {
  args: { label: 'Acepto los términos y condiciones y la política de privacidad', required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Acepto los términos y condiciones y la política de privacidad' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};

/** A click on a disabled checkbox changes nothing. */
// skip-visual: a disabled checkbox cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(checkbox).toBeChecked();
  },
};

/** Long labels wrap beside the box, which stays on the first line. */
export const LongContent: Story = {
  args: {
    label:
      'Mejorar con Alegato IA: mejora el contenido, la estructura y la calidad jurídica del informe antes de generarlo',
    description: 'Tiempo estimado: 1-2 minutos.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};

function ControlledCheckbox(args: CheckboxProps) {
  const [checked, setChecked] = useState(false);
  return (
    <Stack gap="sm">
      <Checkbox
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
      />
      <Text size="sm" tone="muted" data-testid="value">{`Valor: ${checked ? 'sí' : 'no'}`}</Text>
    </Stack>
  );
}

/** The story owns the state and shows it. */
export const Controlled: Story = {
  args: { label: 'Generar PDF automáticamente' },
  render: (args) => <ControlledCheckbox {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Generar PDF automáticamente' })).not.toBeChecked();
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: no');
  },
};

/** Clicking the controlled box updates the owner's state. Ends ticked and focused. */
export const ControlledClickUpdatesValue: Story = {
  tags: ['test-only'],
  args: { label: 'Generar PDF automáticamente' },
  render: (args) => <ControlledCheckbox {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Generar PDF automáticamente' }));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: sí');
  },
};
