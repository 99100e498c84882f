import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field, type FieldControlProps, type FieldProps } from './Field';
import * as inputStyles from '../TextField/TextField.css';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { cx } from '../../utils/cx';

/** A custom control for the demos: a native input (a date by default) in the TextField box. */
function DemoInput({
  type = 'date',
  value,
  onChange,
  ...control
}: FieldControlProps & { type?: string; value?: string; onChange?: (next: string) => void }) {
  return (
    <div className={cx(inputStyles.control, inputStyles.size.md)}>
      <input
        type={type}
        className={inputStyles.input}
        value={value}
        defaultValue={value === undefined ? '2025-09-15' : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        {...control}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Fecha de la vista',
    children: (control) => <DemoInput {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control through `for`/`id`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fecha de la vista');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Playground: Story = {
  args: {
    description: 'Fecha señalada por el juzgado.',
    error: '',
    required: false,
    disabled: false,
    hideLabel: false,
  },
};

export const WithDescription: Story = {
  args: { description: 'Fecha señalada por el juzgado en la citación.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fecha de la vista');
    await expect(input).toHaveAccessibleDescription('Fecha señalada por el juzgado en la citación.');
  },
};

/** The error is linked by `aria-describedby` and `aria-errormessage`, and announced (`role="alert"`). */
export const Invalid: Story = {
  args: {
    description: 'Fecha señalada por el juzgado en la citación.',
    error: 'La fecha de la vista es obligatoria',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Fecha de la vista/);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('La fecha de la vista es obligatoria');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await expect(input).toHaveAttribute('aria-errormessage', alert.id);
    await expect(input).toHaveAccessibleDescription(
      'Fecha señalada por el juzgado en la citación. La fecha de la vista es obligatoria',
    );
    await expect(canvas.getByText('Fecha de la vista').closest('[data-slot="field"]')).toHaveAttribute(
      'data-invalid',
    );
  },
};

/** '*' after the label (hidden from screen readers, which hear `aria-required`). */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Fecha de la vista/);
    await expect(input).toHaveAccessibleName('Fecha de la vista');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    children: (control) => (
      <div className={cx(inputStyles.control, inputStyles.size.md)} data-disabled="">
        <input type="date" className={inputStyles.input} defaultValue="2025-09-15" disabled {...control} />
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Fecha de la vista')).toBeDisabled();
  },
};

/** The label is visually hidden but still names the control. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Fecha de la vista')).toBeInTheDocument();
  },
};

/** `group`: the label names a group of controls through `aria-labelledby`. */
export const Group: Story = {
  args: {
    label: 'Formato de exportación',
    group: true,
    description: 'Elige uno o varios formatos.',
    children: (control) => (
      <div role="group" {...control}>
        <Stack gap="2xs">
          <label>
            <input type="checkbox" defaultChecked /> PDF
          </label>
          <label>
            <input type="checkbox" /> DOCX
          </label>
        </Stack>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Formato de exportación' });
    await expect(group).toHaveAccessibleDescription('Elige uno o varios formatos.');
  },
};

function ControlledField(args: FieldProps) {
  const [value, setValue] = useState('1234/2025');
  return (
    <Stack gap="sm">
      <Field {...args} error={value.trim() === '' ? 'El número de procedimiento es obligatorio' : undefined}>
        {(control) => <DemoInput {...control} type="text" value={value} onChange={setValue} />}
      </Field>
      <Text size="sm" tone="muted" data-testid="value">
        {`Valor: ${value === '' ? '(vacío)' : value}`}
      </Text>
    </Stack>
  );
}

const controlledArgs = {
  label: 'Número de procedimiento',
  description: 'Número y año, p. ej. 1234/2025.',
  required: true,
};

/** The story owns the value; an empty value shows (and announces) the error, as `Invalid` does. */
export const Controlled: Story = {
  args: controlledArgs,
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Número de procedimiento' })).toHaveValue('1234/2025');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: 1234/2025');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Emptying the controlled input shows and announces the error; typing again clears it. */
export const ControlledEmptyingShowsError: Story = {
  tags: ['test-only'],
  args: controlledArgs,
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Número de procedimiento' });
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: 1234/2025');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: (vacío)');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El número de procedimiento es obligatorio');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '88/2024');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: 88/2024');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
