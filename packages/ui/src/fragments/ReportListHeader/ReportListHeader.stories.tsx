import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ReportListHeader } from './ReportListHeader';
import { sampleReportSummary, singleReportSummary } from './ReportListHeader.fixtures';

const meta = {
  title: 'Fragments/Informes/ReportListHeader',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportlistheader',
  component: ReportListHeader,
  args: {
    summary: sampleReportSummary,
    refreshing: false,
    onRefresh: fn(),
    onClearCache: fn(),
    onCreate: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReportListHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, badge, statistics line and the three actions. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Generador de Informes' })).toBeVisible();
    await expect(canvas.getByText('IA Enhanced')).toBeVisible();
    await expect(canvas.getByText('12 informes · 5 con IA · 3 este mes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Limpiar caché' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Nuevo Informe' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="report-list-header"]')).toHaveAttribute(
      'data-state',
      'idle',
    );
  },
};

// skip-visual: the end state is the 'Default' showcase (the buttons only report to the args).
/** Each button calls its callback. */
export const ActionsReport: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar caché' }));
    await expect(args.onClearCache).toHaveBeenCalledTimes(1);
    const create = canvas.getByRole('button', { name: 'Nuevo Informe' });
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await userEvent.unhover(create);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Refreshing: 'Actualizando...', refresh and clear cache disabled; 'Nuevo Informe' still works. */
export const Loading: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Limpiar caché' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Nuevo Informe' })).toBeEnabled();
  },
};

/** Stats not loaded yet: no statistics line. */
export const Empty: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="report-list-header-summary"]')).toBeNull();
  },
};

/** One report: singular. */
export const OneReport: Story = {
  args: { summary: singleReportSummary },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 informe · 0 con IA · 1 este mes')).toBeVisible();
  },
};

/** Phone: the buttons wrap under the heading. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
