import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { TimeSeriesChart, chartHeights, timeSeriesVariants } from './TimeSeriesChart';
import { activityDays, activitySeries, weekDays } from '../charts.fixtures';

const meta = {
  title: 'Components/Charts/TimeSeriesChart',
  id: 'components-timeserieschart',
  component: TimeSeriesChart,
  args: {
    title: 'Actividad diaria',
    description: 'Últimos 30 días',
    series: activitySeries,
    data: activityDays,
    animate: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: timeSeriesVariants },
    height: { control: 'inline-radio', options: chartHeights },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three series as areas; the drawing is hidden from screen readers, the table carries the numbers. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figure = canvas.getByRole('figure', { name: 'Actividad diaria' });
    const table = within(figure).getByRole('table', { name: 'Actividad diaria' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Documentos', 'Análisis', 'Informes']);
    await expect(rows[1]).toHaveTextContent('11/02/2026');
    await expect(rows[30]).toHaveTextContent('12/03/2026');
    await expect(canvasElement.querySelector('[data-slot="chart-plot"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvasElement.querySelectorAll('.recharts-area')).toHaveLength(3);
    // The drawing fills the plot's fixed height, no more.
    const plot = canvasElement.querySelector<HTMLElement>('[data-slot="chart-plot"]')!;
    const svg = plot.querySelector('svg.recharts-surface')!;
    await expect(svg.getBoundingClientRect().height).toBeLessThanOrEqual(plot.clientHeight);
    await expect(plot.clientHeight).toBeGreaterThan(100);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { variant: 'area', height: 'md', stacked: false } };

/** Bars, one week, one series: no legend. */
export const Bars: Story = {
  args: {
    title: 'Análisis por día',
    description: undefined,
    variant: 'bar',
    series: [activitySeries[1]!],
    data: weekDays,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvasElement.querySelector('[data-slot="chart-legend"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
  },
};

/** Stacked bars of the three series. */
export const StackedBars: Story = { args: { variant: 'bar', stacked: true, height: 'lg' } };

/** Stacked areas, small. */
export const StackedAreas: Story = { args: { stacked: true, height: 'sm' } };

/** No days: the empty note, no table. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay datos para este periodo.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Test: pointing at a day shows its date and counts in the tooltip. */
// skip-visual: the end state is the 'Bars' showcase with a tooltip under the pointer.
export const TooltipOnHover: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { variant: 'bar', data: weekDays },
  play: async ({ canvasElement }) => {
    const surface = canvasElement.querySelector<HTMLElement>('.recharts-wrapper')!;
    const box = surface.getBoundingClientRect();
    // The last of the seven days sits near the right edge of the plot.
    const at = { clientX: box.right - box.width / 14, clientY: box.top + box.height / 2 };
    fireEvent.mouseMove(surface, at);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="chart-tooltip"]')).toHaveTextContent('12/03/2026'),
    );
    const tooltip = canvasElement.querySelector('[data-slot="chart-tooltip"]')!;
    await expect(tooltip).toHaveTextContent('Documentos: 1');
    await expect(tooltip).toHaveTextContent('Análisis: 2');
  },
};
