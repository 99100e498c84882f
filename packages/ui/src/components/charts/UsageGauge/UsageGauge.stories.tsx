import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsageGauge } from './UsageGauge';
import { Stack } from '../../../primitives/Stack';

const meta = {
  title: 'Components/Charts/UsageGauge',
  id: 'components-usagegauge',
  component: UsageGauge,
  args: { label: 'Análisis este mes', used: 1, limit: 5 },
  argTypes: { used: { control: { type: 'number', min: 0 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A meter named by its label, '1 de 5' as its value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Análisis este mes' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('aria-valuemax', '5');
    await expect(meter).toHaveAttribute('aria-valuetext', '1 de 5');
    await expect(canvas.getByText('1 de 5')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { hint: 'Se renueva el 01/04/2026', warnAt: 0.8 } };

/** Near the limit: the warning colour. */
export const NearLimit: Story = {
  args: { used: 4, hint: 'Se renueva el 01/04/2026' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="usage-gauge"]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(canvas.getByRole('meter')).toHaveAccessibleDescription('Se renueva el 01/04/2026');
  },
};

/** At the limit (or over it): critical, the meter full. */
export const AtLimit: Story = {
  args: { used: 7, limit: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="usage-gauge"]')).toHaveAttribute(
      'data-tone',
      'critical',
    );
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByText('7 de 5')).toBeVisible();
  },
};

/** No limit: the count only, no meter. */
export const Unlimited: Story = {
  args: { used: 1234, limit: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('1.234 (sin límite)')).toBeVisible();
  },
};

/** Several gauges stacked. */
export const Group: Story = {
  render: (args) => (
    <Stack gap="md">
      <UsageGauge {...args} label="Análisis este mes" used={0} limit={5} />
      <UsageGauge {...args} label="Informes PDF" used={40} limit={50} />
      <UsageGauge {...args} label="Documentos" used={100} limit={100} />
    </Stack>
  ),
};
