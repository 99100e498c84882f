import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarList } from './BarList';
import { chartTones } from '../tones';
import { errorCodes, usersByPlan } from '../charts.fixtures';

const meta = {
  title: 'Components/Charts/BarList',
  id: 'components-barlist',
  component: BarList,
  args: { title: 'Usuarios por plan', items: usersByPlan },
  argTypes: { tone: { control: 'inline-radio', options: chartTones } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each category with its value; the longest bar is the largest value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Usuarios por plan' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Usuarios por plan' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Básico120');
    await expect(items[2]).toHaveTextContent('Empresa9');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { tone: 'accent', description: 'Cuentas activas' } };

/** Thousands grouped the Spanish way, some bars in their own tone. */
export const Tones: Story = {
  args: { title: 'Errores por código', description: 'Últimos 7 días', items: errorCodes, tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('1.284');
  },
};

/** Percentages against a fixed maximum. */
export const Formatted: Story = {
  args: {
    title: 'Uso del plan',
    items: [
      { key: 'a', label: 'Análisis', value: 80 },
      { key: 'b', label: 'Almacenamiento', value: 35 },
    ],
    max: 100,
    formatValue: (v: number) => `${v} %`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('80 %');
  },
};

/** No category: the empty note. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay datos para este periodo.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long names wrap inside the row. */
export const LongContent: Story = {
  args: {
    items: [
      {
        key: 'long',
        label: 'Reclamación de responsabilidad patrimonial de la Administración por daños en la vivienda',
        value: 12,
      },
      ...usersByPlan,
    ],
  },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-slot="bar-list"]')!;
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth);
  },
};
