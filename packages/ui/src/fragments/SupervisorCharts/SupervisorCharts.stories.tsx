import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { SupervisorCharts, supervisorChartsStates } from './SupervisorCharts';
import { supervisorDays, supervisorDaysEmpty, supervisorTotals } from './SupervisorCharts.fixtures';

const meta = {
  title: 'Fragments/IA Supervisor/SupervisorCharts',
  id: 'fragments-supervisorcharts',
  component: SupervisorCharts,
  args: { state: 'ready', days: supervisorDays, totals: supervisorTotals, onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: supervisorChartsStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SupervisorCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Totals, runs and errors per day, p95 latency, the cache's hit rate and the citations checked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const totals = canvas.getByRole('group', { name: 'Totales del periodo' });
    await expect(totals).toHaveTextContent(`Ejecuciones${supervisorTotals.runs}`);
    await expect(totals).toHaveTextContent('Citas fallidas9');
    await expect(totals).toHaveTextContent('4,4 s');
    await expect(canvas.getByRole('figure', { name: 'Ejecuciones por día' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Latencia p95 por día' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Aciertos de la caché por día' })).toBeVisible();
    const citations = canvas.getByRole('figure', { name: 'Citas comprobadas del periodo' });
    await expect(within(citations).getByText('403')).toBeVisible();
    await expect(canvas.getAllByText('Últimos 14 días')[0]).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The figures are loading. */
export const Loading: Story = {
  args: { state: 'loading', days: [], totals: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Actividad de la IA' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** No run in the period. */
export const Empty: Story = {
  args: {
    days: supervisorDaysEmpty,
    totals: { runs: 0, errors: 0, citations: 0, citationsFailed: 0, cacheHitRate: null, p95Ms: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay ejecuciones en este periodo.')).toBeVisible();
  },
};

/** The figures could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', days: [], totals: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar las cifras de la IA.');
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', days: [], totals: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Large figures and no cache lookups: the hit rate reads '—'. */
export const LongContent: Story = {
  args: {
    totals: {
      ...supervisorTotals,
      runs: 123456,
      citations: 987654,
      citationsFailed: 12345,
      cacheHitRate: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Totales del periodo' })).toHaveTextContent(
      'Aciertos de caché—',
    );
  },
};

/** Phone width: the charts stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
