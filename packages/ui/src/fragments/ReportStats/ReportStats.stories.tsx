import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ReportStats } from './ReportStats';
import { emptyReportStats, largeReportStats, sampleReportStats } from './ReportStats.fixtures';

const meta = {
  title: 'Fragments/Informes/ReportStats',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportstats',
  component: ReportStats,
  args: { values: sampleReportStats, loading: false },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReportStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads a card's value by its label. */
function statValue(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Six cards in order, each label with its number. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Estadísticas de informes' });
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual([
      'Total',
      'Con IA',
      'Borradores',
      'Completados',
      'PDF Generados',
      'Enviados',
    ]);
    await expect(statValue(region, 'Total')).toBe('12');
    await expect(statValue(region, 'Con IA')).toBe('5');
    await expect(statValue(region, 'Borradores')).toBe('4');
    await expect(statValue(region, 'Completados')).toBe('3');
    await expect(statValue(region, 'PDF Generados')).toBe('3');
    await expect(statValue(region, 'Enviados')).toBe('1');
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** A new account: zeros. */
export const Empty: Story = {
  args: { values: emptyReportStats },
  play: async ({ canvas }) => {
    await expect(statValue(canvas.getByRole('region'), 'Total')).toBe('0');
  },
};

/** Loading: skeletons instead of numbers, busy region. */
export const Loading: Story = {
  args: { values: null, loading: true },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Estadísticas de informes' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Cargando estadísticas...')).toBeInTheDocument();
    await expect(
      canvasElement.querySelectorAll('[data-slot="report-stat"] dd [data-slot="skeleton"]'),
    ).toHaveLength(6);
  },
};

/** Unknown numbers (stats failed): a dash. */
export const Error: Story = {
  args: { values: null },
  play: async ({ canvas }) => {
    await expect(statValue(canvas.getByRole('region'), 'Con IA')).toBe('—');
  },
};

/** Thousands, grouped the Spanish way. */
export const LongContent: Story = {
  args: { values: largeReportStats },
  play: async ({ canvas }) => {
    await expect(statValue(canvas.getByRole('region'), 'Total')).toBe('12.840');
  },
};

/** Phone: two columns. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
