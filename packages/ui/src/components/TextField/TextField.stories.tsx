import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Search, X } from 'lucide-react';
import { TextField, textFieldSizes, textFieldTypes, type TextFieldProps } from './TextField';
import { IconButton } from '../IconButton/IconButton';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: {
    label: 'Nombre del cliente',
    placeholder: 'Ej.: Construcciones Levante, S.L.',
    onValueChange: fn(),
  },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    size: { control: 'inline-radio', options: textFieldSizes },
    startIcon: { control: false },
    endSlot: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Ej.: Construcciones Levante, S.L.');
  },
};

/**
 * Typing reports each next string to `onValueChange`. Ends filled and focused (TextField has no prop for
 * its focus look, so this story's shot is where the focused box shows).
 */
export const TypingReportsEachValue: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await userEvent.type(input, 'Ana');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(args.onValueChange).toHaveBeenNthCalledWith(1, 'A');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ana');
    await expect(input).toHaveValue('Ana');
  },
};

export const Playground: Story = {
  args: {
    type: 'text',
    size: 'md',
    description: 'Tal y como figura en el contrato.',
    error: '',
    required: false,
    disabled: false,
    readOnly: false,
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Nombre del cliente (${size})`} />
      ))}
    </Stack>
  ),
};

export const WithDescription: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    placeholder: 'nombre@despacho.es',
    description: 'Te enviaremos aquí la confirmación de la cuenta.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('Te enviaremos aquí la confirmación de la cuenta.');
  },
};

/** The error is shown under the box, announced, and linked to the input. */
export const Invalid: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: '',
    required: true,
    error: 'El email es requerido',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('El email es requerido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-invalid');
    await expect(input).toHaveAccessibleErrorMessage('El email es requerido');
    await expect(input).toHaveAccessibleDescription('El email es requerido');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute('required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Construcciones Levante, S.L.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre del cliente' })).toBeDisabled();
  },
};

/** Typing into a disabled field changes nothing. */
// skip-visual: a disabled input cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresTyping: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { disabled: true, defaultValue: 'Construcciones Levante, S.L.' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('Construcciones Levante, S.L.');
  },
};

const readOnlyArgs = {
  readOnly: true,
  required: true,
  defaultValue: 'María López Fernández',
  description: 'Cliente auto-completado desde el caso seleccionado',
};

/** Locked when the client comes from the chosen case (spec §2, wizard step 2). */
export const ReadOnly: Story = {
  args: readOnlyArgs,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('María López Fernández');
  },
};

/** Typing into a read-only field changes nothing. Ends with the read-only box focused. */
export const ReadOnlyIgnoresTyping: Story = {
  tags: ['test-only'],
  args: readOnlyArgs,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre del cliente' });
    await userEvent.type(input, 'x');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('María López Fernández');
  },
};

const numberArgs = {
  label: 'Cuantía reclamada (€)',
  type: 'number',
  defaultValue: '1500.50',
  placeholder: undefined,
} as const;

/** Number inputs step by 0.01 (spec §9). */
export const Number: Story = {
  args: numberArgs,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Cuantía reclamada (€)' });
    await expect(input).toHaveAttribute('step', '0.01');
    await expect(input).toHaveValue(1500.5);
  },
};

/** A number input still reports strings. Ends with '2500.75' typed, focused. */
export const NumberReportsStrings: Story = {
  tags: ['test-only'],
  args: numberArgs,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Cuantía reclamada (€)' });
    await userEvent.clear(input);
    await userEvent.type(input, '2500.75');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2500.75');
    await expect(input).toHaveValue(2500.75);
  },
};

function SearchBox(args: TextFieldProps) {
  const [value, setValue] = useState('contrato');
  return (
    <TextField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
      startIcon={<Icon icon={Search} size="sm" />}
      endSlot={
        value !== '' ? (
          <IconButton icon={X} label="Limpiar búsqueda" size="sm" onClick={() => setValue('')} />
        ) : undefined
      }
    />
  );
}

const searchArgs = {
  label: 'Buscar informes',
  hideLabel: true,
  type: 'search',
  placeholder: 'Buscar informes por título, contenido o cliente...',
} as const;

/** A search box: decorative icon before, a clear button in the end slot, label visually hidden. */
export const WithIcons: Story = {
  args: searchArgs,
  render: (args) => <SearchBox {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar informes' })).toHaveValue('contrato');
    await expect(canvas.getByRole('button', { name: 'Limpiar búsqueda' })).toBeInTheDocument();
  },
};

/** The clear button empties the search box and goes away. Ends empty, showing the placeholder. */
export const ClearButtonEmptiesSearch: Story = {
  tags: ['test-only'],
  args: searchArgs,
  render: (args) => <SearchBox {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar informes' });
    await expect(input).toHaveValue('contrato');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar búsqueda' }));
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();
  },
};

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <Stack gap="sm">
      <TextField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <Text size="sm" tone="muted" data-testid="value">{`Valor: «${value}»`}</Text>
    </Stack>
  );
}

const controlledArgs = {
  label: 'Correo electrónico',
  type: 'email',
  placeholder: 'nombre@despacho.es',
} as const;

/** The story owns the value and shows it. */
export const Controlled: Story = {
  args: controlledArgs,
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: «»');
  },
};

/** Typing updates the owner's value. */
export const ControlledTypingUpdatesValue: Story = {
  tags: ['test-only'],
  args: controlledArgs,
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(input, 'ana@bufete.es');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: «ana@bufete.es»');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ana@bufete.es');
  },
};
