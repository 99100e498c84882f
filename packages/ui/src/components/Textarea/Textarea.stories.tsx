import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Textarea, textareaResizes, type TextareaProps } from './Textarea';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: {
    label: 'Descripción (opcional)',
    placeholder: 'Resumen del objeto del informe…',
    onValueChange: fn(),
  },
  argTypes: { resize: { control: 'inline-radio', options: textareaResizes } },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four rows by default (spec §9). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción (opcional)' })).toHaveAttribute(
      'rows',
      '4',
    );
  },
};

/**
 * Typing reports each next string, Enter included. Ends filled and focused (Textarea has no prop for its
 * focus look, so this story's shot is where the focused box shows).
 */
export const TypingReportsValue: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Descripción (opcional)' });
    await userEvent.type(textarea, 'Hechos{Enter}Primero');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Hechos\nPrimero');
  },
};

export const Playground: Story = {
  args: { rows: 4, resize: 'vertical', description: '', error: '', required: false, disabled: false },
};

export const WithDescription: Story = {
  args: {
    label: 'Hechos',
    description: 'Relata los hechos en orden cronológico, uno por párrafo.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Hechos' })).toHaveAccessibleDescription(
      'Relata los hechos en orden cronológico, uno por párrafo.',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Petición',
    required: true,
    defaultValue: '',
    error: 'El campo Petición es obligatorio',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Petición' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('El campo Petición es obligatorio');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('data-invalid');
    await expect(textarea).toHaveAccessibleErrorMessage('El campo Petición es obligatorio');
  },
};

export const Required: Story = {
  args: { label: 'Fundamentos de derecho', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Fundamentos de derecho' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Informe relacionado con: Reclamación de cantidad' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción (opcional)' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Informe relacionado con: Reclamación de cantidad' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción (opcional)' })).toHaveAttribute('readonly');
  },
};

/** Long text scrolls inside the box; the height stays at `rows`. */
export const LongContent: Story = {
  args: {
    label: 'Hechos',
    rows: 4,
    defaultValue: [
      'PRIMERO.- Que en fecha 3 de marzo de 2024 las partes suscribieron un contrato de arrendamiento de obra para la reforma integral de la vivienda sita en la calle Mayor, número 12, de Valencia.',
      'SEGUNDO.- Que la parte demandada se comprometió a finalizar los trabajos en un plazo de tres meses, plazo que fue ampliamente superado sin causa justificada.',
      'TERCERO.- Que, requerida extrajudicialmente en dos ocasiones, la demandada no ha procedido a la terminación de la obra ni a la devolución de las cantidades entregadas a cuenta.',
    ].join('\n\n'),
  },
};

function ControlledTextarea(args: TextareaProps) {
  const [value, setValue] = useState('');
  return (
    <Stack gap="sm">
      <Textarea
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <Text size="sm" tone="muted" data-testid="value">{`${value.length} caracteres`}</Text>
    </Stack>
  );
}

/** The story owns the value and shows its length. */
export const Controlled: Story = {
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descripción (opcional)' })).toHaveValue('');
    await expect(canvas.getByTestId('value')).toHaveTextContent('0 caracteres');
  },
};

/** Typing updates the owner's value and the count. */
export const ControlledTypingUpdatesValue: Story = {
  tags: ['test-only'],
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Descripción (opcional)' }), 'Recurso');
    await expect(canvas.getByTestId('value')).toHaveTextContent('7 caracteres');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Recurso');
  },
};
