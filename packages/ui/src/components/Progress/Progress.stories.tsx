import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress, progressSizes, progressTones } from './Progress';
import { Stack } from '../../primitives/Stack';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { label: 'Paso 2 de 4', value: 50 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named progressbar with its value for assistive tech. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Paso 2 de 4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '50 %');
    await expect(canvas.getByText('50 %')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { tone: 'accent', size: 'md' } };

/** `null`: working, amount unknown. No value is announced. */
export const Indeterminate: Story = {
  args: { label: 'Generando PDF mejorado...', value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Generando PDF mejorado...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

/** Label kept for screen readers only. */
export const HiddenLabel: Story = {
  args: { label: 'Progreso de carga', hideLabel: true, value: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progreso de carga' })).toBeInTheDocument();
    await expect(canvas.queryByText('Progreso de carga')).not.toBeInTheDocument();
  },
};

export const Complete: Story = { args: { label: 'Análisis completado', value: 100, tone: 'positive' } };

/** Values outside 0–100 are clamped. */
export const Clamped: Story = {
  args: { label: 'Valor fuera de rango', value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressTones.map((tone, i) => (
        <Progress key={tone} {...args} tone={tone} label={`Tono ${tone}`} value={20 + i * 18} />
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="md">
      {progressSizes.map((size) => (
        <Progress key={size} {...args} size={size} label={`Tamaño ${size}`} />
      ))}
    </Stack>
  ),
};
