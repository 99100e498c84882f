import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { TemplateFields, type TemplateFieldsProps } from './TemplateFields';
import { civilClaimErrors, civilClaimFields, civilClaimValues } from './TemplateFields.fixtures';

/** Holds the values (controlled only) and still reports to the args. */
function Interactive(args: TemplateFieldsProps) {
  const [values, setValues] = useState(args.values);
  return (
    <TemplateFields
      {...args}
      values={values}
      onValuesChange={(next) => {
        args.onValuesChange(next);
        setValues(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Informes/TemplateFields',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-templatefields',
  component: TemplateFields,
  render: (args) => <Interactive {...args} />,
  args: { fields: civilClaimFields, values: {}, onValuesChange: fn(), errors: {}, disabled: false },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof TemplateFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every input kind, blank: text, number with its hint, two text areas and a select. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const court = canvas.getByRole('textbox', { name: /Juzgado/ });
    await expect(court).toHaveAttribute('aria-required', 'true');
    await expect(court).toHaveValue('');
    const amount = canvas.getByRole('spinbutton', { name: /Cuantía/ });
    await expect(amount).toHaveAttribute('step', '0.01');
    await expect(amount).toHaveAccessibleDescription('Importe total, con céntimos si los hay.');
    await expect(canvas.getByRole('textbox', { name: /Hechos/ })).toHaveAttribute('rows', '6');
    await expect(canvas.getByRole('textbox', { name: 'Fundamentos de derecho' })).toHaveAttribute(
      'rows',
      '4',
    );
    await expect(canvas.getByRole('combobox', { name: /Tipo de procedimiento/ })).toBeInTheDocument();
  },
};

// skip-visual: the end state (fields filled in) is shown by the 'Filled' showcase.
/** Typing and choosing report all values. */
export const TypingAndChoosingReportValues: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const court = canvas.getByRole('textbox', { name: /Juzgado/ });
    await userEvent.type(court, 'Juzgado n.º 1');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({ juzgado: 'Juzgado n.º 1' });
    const amount = canvas.getByRole('spinbutton', { name: /Cuantía/ });
    await userEvent.type(amount, '100.25');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      juzgado: 'Juzgado n.º 1',
      cuantia: '100.25',
    });
    await userEvent.click(canvas.getByRole('combobox', { name: /Tipo de procedimiento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Juicio verbal' }));
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ procedimiento: 'verbal' }),
    );
    await userEvent.unhover(canvasElement);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Every field filled. */
export const Filled: Story = {
  args: { values: civilClaimValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Tipo de procedimiento/ })).toHaveTextContent(
      'Juicio ordinario',
    );
    await expect(canvas.getByRole('spinbutton', { name: /Cuantía/ })).toHaveValue(12500.5);
  },
};

/** A template without fields. */
export const Empty: Story = {
  args: { fields: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta plantilla no tiene campos que rellenar.')).toBeVisible();
  },
};

/** The required fields are blank: each shows its message and is invalid. */
export const Error: Story = {
  args: { errors: civilClaimErrors },
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('textbox', { name: /Hechos/ });
    await expect(facts).toHaveAttribute('aria-invalid', 'true');
    await expect(facts).toHaveAccessibleDescription(/Hechos es obligatorio/);
    await expect(canvas.getByRole('combobox', { name: /Tipo de procedimiento/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Fundamentos de derecho' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Saving: inputs are read-only and the select is disabled. */
export const Disabled: Story = {
  args: { values: civilClaimValues, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Juzgado/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: /Tipo de procedimiento/ })).toBeDisabled();
  },
};

/** Long labels and text wrap. */
export const LongContent: Story = {
  args: {
    fields: civilClaimFields.map((field) => ({
      ...field,
      label: `${field.label} conforme a lo dispuesto en la Ley de Enjuiciamiento Civil y demás normativa aplicable`,
    })),
    values: { ...civilClaimValues, hechos: civilClaimValues.hechos!.repeat(6) },
  },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement)
      .getByText(/Hechos conforme/)
      .closest('[data-slot="template-fields"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  args: { values: civilClaimValues },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
