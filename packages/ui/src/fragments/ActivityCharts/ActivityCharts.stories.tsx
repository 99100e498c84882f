import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ActivityCharts, activityChartsStates } from './ActivityCharts';
import { activityDays, longRecent, quietDays, recentItems, studentUsage } from './ActivityCharts.fixtures';

const meta = {
  // On the dashboard, with its other fragments; the id keys the visual baselines.
  title: 'Fragments/Aplicación/ActivityCharts',
  id: 'fragments-activitycharts',
  component: ActivityCharts,
  args: {
    state: 'ready',
    days: activityDays,
    recent: recentItems,
    usage: studentUsage,
    animate: false,
    onRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: activityChartsStates },
    variant: { control: 'inline-radio', options: ['area', 'bar'] },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ActivityCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 30 days of documents, analyses and reports, the month's usage and the latest items. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tu actividad' });
    await expect(region).toHaveTextContent('Últimos 30 días');
    const table = within(region).getByRole('table', { name: 'Actividad por día' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getAllByRole('row')[30]).toHaveTextContent('12/03/2026');
    const totals = region.querySelector('[data-slot="activity-charts-totals"]')!;
    await expect(totals).toHaveTextContent('Documentos');
    const meter = within(region).getByRole('meter', { name: 'Análisis del mes' });
    await expect(meter).toHaveAttribute('aria-valuetext', '1 de 5');
    await expect(meter).toHaveAccessibleDescription(
      'Plan Estudiante · el contador vuelve a cero el 01/04/2026',
    );
    const recent = within(region).getByRole('list', { name: 'Actividad reciente' });
    const items = within(recent).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Análisis: contrato-arrendamiento.pdf');
    await expect(items[0]).toHaveTextContent('Análisis jurídico completo');
    await expect(items[0]).toHaveTextContent('12/03/2026 10:42');
    await expect(
      within(items[2]!).getByRole('link', { name: 'Demanda por impago de rentas' }),
    ).toHaveAttribute('href', '/reports/r1');
    // A draft has no subject: its kind is its title, and there is nothing to open.
    await expect(items[4]).toHaveTextContent('Análisis: Borrador de escrito');
    await expect(within(items[4]!).queryByRole('link')).toBeNull();
    await expect(items[3]).toHaveTextContent('Análisis conjunto del caso');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { variant: 'bar', headingLevel: 2, labels: {} } };

/** Areas instead of stacked bars. */
export const Areas: Story = { args: { variant: 'area' } };

/** The activity is loading. */
export const Loading: Story = {
  args: { state: 'loading', days: [], recent: [], usage: null },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tu actividad' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Cargando actividad...');
  },
};

/** Nothing in the period: the empty note; the plan's usage still shows. */
export const Empty: Story = {
  args: { days: quietDays, recent: [], usage: { ...studentUsage, used: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No hay actividad en este periodo/)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '0 de 5');
    await expect(canvas.getByText('Todavía no hay actividad reciente.')).toBeVisible();
  },
};

/** The activity could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', days: [], recent: [], usage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar la actividad.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls back. */
// skip-visual: the end state is the 'Error' showcase with the button focused.
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', days: [], recent: [], usage: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At the plan's limit; an unlimited plan shows the count only. */
export const AtLimit: Story = {
  args: { usage: { ...studentUsage, used: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '5 de 5');
    await expect(canvas.getByRole('meter').closest('[data-slot="usage-gauge"]')).toHaveAttribute(
      'data-tone',
      'critical',
    );
  },
};

/** Long names wrap inside the panel. */
export const LongContent: Story = {
  args: { recent: longRecent },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Tu actividad' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
