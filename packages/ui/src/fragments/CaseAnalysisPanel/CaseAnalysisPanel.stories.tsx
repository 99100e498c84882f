import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../components/Button';
import * as es from '../../i18n/es';
import { storyViewports } from '../../tokens/viewports';
import { CaseAnalysisPanel, caseAnalysisStates, type CaseAnalysisPanelProps } from './CaseAnalysisPanel';
import { inheritanceAnalysis, longAnalysis } from './CaseAnalysisPanel.fixtures';

/** Flips `copied` on 'Copiar todo' as the app does (without the 1.5 s reset, so the state stays visible). */
function Interactive(args: CaseAnalysisPanelProps) {
  const [copied, setCopied] = useState(args.copied ?? false);
  return (
    <CaseAnalysisPanel
      {...args}
      copied={copied}
      onCopy={() => {
        args.onCopy?.();
        setCopied(true);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/CaseAnalysisPanel',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-caseanalysispanel',
  component: CaseAnalysisPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    state: 'available',
    analysis: inheritanceAnalysis,
    onCopy: fn(),
    onExpandedChange: fn(),
    copied: false,
  },
  argTypes: { state: { control: 'inline-radio', options: caseAnalysisStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof CaseAnalysisPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An analysis: facts, the summary, 'Copiar todo' and the hide toggle, expanded. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Análisis del caso' });
    await expect(panel).toHaveTextContent('complete');
    await expect(panel).toHaveTextContent('48.213');
    await expect(panel).toHaveTextContent('12/3/2026, 10:45:00');
    await expect(canvas.getByText(/Arts\. 657 y ss\./)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar análisis' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Copiar todo' })).toBeVisible();
  },
};

/** Test: the toggle hides and shows the analysis; 'Copiar todo' reports and turns into '✓ Copiado'. */
// skip-visual: the end state is the 'Copied' showcase ('Collapsed' shows the hidden analysis).
export const ToggleAndCopy: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Ocultar análisis' });
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByText(/Arts\. 657 y ss\./)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar análisis' }));
    await expect(canvas.getByText(/Arts\. 657 y ss\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar todo' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '✓ Copiado' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('✓ Copiado');
    await userEvent.unhover(canvas.getByRole('button', { name: '✓ Copiado' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Just copied: '✓ Copiado'. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '✓ Copiado' })).toHaveAttribute('data-state', 'copied');
  },
};

/** Collapsed at first. */
export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar análisis' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** The analysis is loading. */
export const Loading: Story = {
  args: { state: 'loading', analysis: null },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Análisis del caso' });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel).toHaveTextContent('Cargando análisis del caso...');
  },
};

/** The case has no analysis. */
export const Empty: Story = {
  args: { state: 'none', analysis: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'No hay análisis disponible para este caso. Ve a la página del caso para generar un análisis.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar todo' })).toBeNull();
  },
};

/** A long summary and a long type wrap inside the panel. */
export const LongContent: Story = {
  args: { analysis: longAnalysis },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Análisis del caso' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** Phone width: the facts go two by two. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** On the case page: no analysis yet, the panel says what 'Analizar caso' does and offers it. */
export const OnCasePageEmpty: Story = {
  args: {
    state: 'none',
    analysis: null,
    labels: { none: es.reportForms.caseAnalysis.noneHere },
    action: <Button size="sm">{es.reportForms.caseAnalysis.analyze}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/«Analizar caso» lee sus documentos/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analizar caso' })).toBeVisible();
  },
};

/** On the case page with an analysis: 'Volver a analizar' beside the heading. */
export const OnCasePage: Story = {
  args: {
    action: (
      <Button size="sm" variant="outline" tone="neutral">
        {es.reportForms.caseAnalysis.reanalyze}
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Volver a analizar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar todo' })).toBeVisible();
  },
};
