import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupOption,
  type RadioGroupProps,
} from './RadioGroup';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';

const documentTypes = [
  { value: 'demanda-civil', label: 'Demanda civil' },
  { value: 'querella-penal', label: 'Querella penal' },
  { value: 'recurso-apelacion', label: 'Recurso de apelación' },
] as const satisfies readonly RadioGroupOption[];

const analysisDepths = [
  { value: 'basic', label: 'Básico', description: 'Resumen y puntos clave. Disponible en todos los planes.' },
  { value: 'complete', label: 'Completo', description: 'Añade citas legales, plazos y partes.' },
  {
    value: 'expert',
    label: 'Experto',
    description: 'Análisis jurídico detallado. Solo en el plan Empresarial.',
    disabled: true,
  },
] as const satisfies readonly RadioGroupOption[];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Tipo de documento',
    options: documentTypes,
    defaultValue: 'demanda-civil',
    onValueChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tipo de documento' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await expect(canvas.getByRole('radio', { name: 'Demanda civil' })).toBeChecked();
  },
};

/** Clicking an option's label selects it and reports its value. Ends on 'Querella penal', focused. */
export const ClickingLabelSelects: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Demanda civil' })).toBeChecked();
    await userEvent.click(canvas.getByText('Querella penal'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('querella-penal');
    await expect(canvas.getByRole('radio', { name: 'Querella penal' })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { orientation: 'vertical', description: '', error: '', required: false, disabled: false },
};

/**
 * Presses an arrow key and holds it until Radix has moved focus (it does so in a timeout and selects on
 * focus only while an arrow key is down), then releases it, as a real key press does.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(target).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** Arrow keys move the choice within the group. */
export const KeyboardNavigation: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('radio', { name: 'Demanda civil' });
    const second = canvas.getByRole('radio', { name: 'Querella penal' });
    const third = canvas.getByRole('radio', { name: 'Recurso de apelación' });
    first.focus();
    await pressArrow('ArrowDown', second);
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('querella-penal');
    await pressArrow('ArrowDown', third);
    await expect(third).toBeChecked();
    await pressArrow('ArrowUp', second);
    await expect(second).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de documento' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

/** In a horizontal group the right arrow moves to the next option. */
export const HorizontalArrowRight: Story = {
  tags: ['test-only'],
  args: { orientation: 'horizontal' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Demanda civil' }).focus();
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'Querella penal' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('querella-penal');
  },
};

/** A description for the group and for each option; one option disabled. */
export const WithDescription: Story = {
  args: {
    label: 'Profundidad del análisis',
    description: 'Puedes cambiarla en cada documento.',
    options: analysisDepths,
    defaultValue: 'basic',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Profundidad del análisis' }),
    ).toHaveAccessibleDescription('Puedes cambiarla en cada documento.');
    await expect(canvas.getByRole('radio', { name: 'Completo' })).toHaveAccessibleDescription(
      'Añade citas legales, plazos y partes.',
    );
    await expect(canvas.getByRole('radio', { name: 'Experto' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, required: true, error: 'Selecciona una plantilla' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Tipo de documento' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Selecciona una plantilla');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleErrorMessage('Selecciona una plantilla');
  },
};

export const Required: Story = {
  args: { defaultValue: undefined, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de documento' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Querella penal' })).toBeDisabled();
  },
};

/** A click on an option of a disabled group changes nothing. */
// skip-visual: a disabled group cannot change or take focus; the end state is the 'Disabled' showcase
export const DisabledIgnoresClicks: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Querella penal' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Demanda civil' })).toBeChecked();
  },
};

function ControlledRadioGroup(args: RadioGroupProps) {
  const [value, setValue] = useState('demanda-civil');
  return (
    <Stack gap="sm">
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <Text size="sm" tone="muted" data-testid="value">{`Valor: ${value}`}</Text>
    </Stack>
  );
}

/** The story owns the value and shows it. */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: (args) => <ControlledRadioGroup {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Demanda civil' })).toBeChecked();
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: demanda-civil');
  },
};

/** Clicking an option updates the owner's value. */
export const ControlledClickUpdatesValue: Story = {
  tags: ['test-only'],
  args: { defaultValue: undefined },
  render: (args) => <ControlledRadioGroup {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Recurso de apelación' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('recurso-apelacion');
    await expect(canvas.getByTestId('value')).toHaveTextContent('Valor: recurso-apelacion');
  },
};
