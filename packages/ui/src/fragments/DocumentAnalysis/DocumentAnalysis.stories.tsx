import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { DocumentAnalysis, type AnalysisDepth, type DocumentAnalysisProps } from './DocumentAnalysis';
import {
  citationCheck,
  judgmentBasic,
  judgmentComplete,
  judgmentExpert,
  tenderComplete,
} from './DocumentAnalysis.fixtures';

/** Holds the depth chosen (the fragment is controlled) and still reports to the args. */
function Interactive(args: DocumentAnalysisProps) {
  const [depth, setDepth] = useState<AnalysisDepth>(args.depth);
  return (
    <DocumentAnalysis
      {...args}
      depth={depth}
      onDepthChange={(next) => {
        args.onDepthChange(next);
        setDepth(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/DocumentAnalysis',
  // Story ids keep the ungrouped form of the other fragments (visual baselines and links key on them).
  id: 'fragments-documentanalysis',
  component: DocumentAnalysis,
  render: (args) => <Interactive {...args} />,
  args: {
    title: 'STS_2384_2025.pdf',
    analysis: judgmentComplete,
    depth: 'complete',
    onDepthChange: fn(),
    onAnalyse: fn(),
    onOpenPage: fn(),
    onRetry: fn(),
    analysing: false,
    loading: false,
    error: null,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DocumentAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A judgment analysed at `complete` depth: header, ruling with its page, checked citations linked to the article. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'STS_2384_2025.pdf' });
    await expect(region).toHaveAttribute('data-state', 'ready');
    await expect(
      canvas.getByText('Sentencia', { selector: '[data-slot="document-analysis-type"] *' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ángel Blasco Pellicer', { selector: 'dd' })).toBeVisible();
    for (const heading of [
      'Resumen',
      'Partes',
      'Fallo',
      'Costas',
      'Cronología',
      'Importes',
      'Citas verificadas',
      'Plazos',
      'Riesgos y puntos a revisar',
    ])
      await expect(canvas.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Legislación relacionada' })).toBeNull();
    const fallo = canvas.getByRole('region', { name: 'Fallo' });
    await expect(within(fallo).getByText('Desestima')).toBeVisible();
    await expect(
      within(fallo).getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'art. 24.1 CE' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1978-31229#articulo-24',
    );
    await expect(canvas.getByRole('button', { name: 'Volver a analizar' })).toBeEnabled();
  },
};

/** Test: 'Pág. N' of a finding opens the document there. */
export const OpenPage: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const costs = canvas.getByRole('region', { name: 'Costas' });
    await userEvent.click(
      within(costs).getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }),
    );
    await expect(args.onOpenPage).toHaveBeenCalledWith(4);
  },
};

/** Test: a long section shows its first findings and 'Ver N más'. */
export const ShowMore: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('region', { name: 'Cronología' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(timeline).getByRole('button', { name: 'Ver 4 más' }));
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(timeline).getByRole('button', { name: 'Ver menos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** `basic` depth: type, summary, parties, fallo and costas; the deeper sections are not there. */
export const Basic: Story = {
  args: { analysis: judgmentBasic, depth: 'basic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fallo' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Cronología' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Citas verificadas' })).toBeNull();
    await expect(canvas.getByText('Básico', { selector: 'dd' })).toBeVisible();
  },
};

/** `expert` depth: adds related legislation and the other documents of the case. */
export const Expert: Story = {
  args: { analysis: judgmentExpert, depth: 'expert' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Legislación relacionada' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /Artículo 194\. Grados de incapacidad permanente/ }),
    ).toHaveAttribute('href', '/search/norma/BOE-A-2015-11724#articulo-194');
    const related = canvas.getByRole('region', { name: 'Documentos relacionados' });
    await expect(within(related).getByText('STSJ_AND_877_2023.pdf')).toBeVisible();
  },
};

/** The three results of the citation check: verified (linked), norm not imported, article that does not exist. */
export const CitationStatuses: Story = {
  args: { analysis: citationCheck },
  play: async ({ canvas }) => {
    const citations = canvas.getByRole('region', { name: 'Citas verificadas' });
    await expect(within(citations).getByText('Verificada')).toBeVisible();
    await expect(within(citations).getAllByText('Norma no importada').length).toBeGreaterThan(0);
    await expect(within(citations).getByText('Artículo inexistente')).toBeVisible();
    await expect(within(citations).getAllByRole('link')).toHaveLength(1);
  },
};

/** A tender's pliego: no fallo, the contract's terms, deadlines in días hábiles and the risks to check. */
export const Tender: Story = {
  args: { title: 'Pliego_de_clausulas_administrativas.pdf', analysis: tenderComplete },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Pliego', { selector: '[data-slot="document-analysis-type"] *' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Fallo' })).toBeNull();
    const contract = canvas.getByRole('region', { name: 'Condiciones del contrato' });
    await expect(within(contract).getByRole('heading', { name: 'Penalidades' })).toBeVisible();
    await expect(canvas.getAllByText('Días hábiles').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Totales')).toBeVisible();
  },
};

/** Not analysed yet: what the analysis reads, the depth choice and 'Analizar'. */
export const NotAnalysed: Story = {
  args: { analysis: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Este documento aún no se ha analizado' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Completo' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Analizar' })).toBeEnabled();
  },
};

/** Test: choosing a depth and 'Analizar' ask the app to analyse at that depth. */
export const AnalyseAtDepth: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { analysis: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Experto' }));
    await expect(args.onDepthChange).toHaveBeenCalledWith('expert');
    await userEvent.click(canvas.getByRole('button', { name: 'Analizar' }));
    await expect(args.onAnalyse).toHaveBeenCalledWith('expert');
  },
};

/** The plan allows one depth only (estudiante): no choice, just 'Analizar'. */
export const OneDepth: Story = {
  args: { analysis: null, depth: 'basic', depths: ['basic'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Analizar' })).toBeEnabled();
  },
};

/** Test: 'Volver a analizar' of a ready analysis calls back with the depth shown. */
export const Reanalyse: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a analizar' }));
    await expect(args.onAnalyse).toHaveBeenCalledWith('complete');
  },
};

/** An analysis running: the progress bar and the action waiting. */
export const Analysing: Story = {
  args: { analysis: null, analysing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analizando el documento…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analizar' })).toBeDisabled();
  },
};

/** The stored analysis is loading. */
export const Loading: Story = {
  args: { analysis: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el análisis…');
  },
};

/** The analysis failed: the error box with 'Reintentar'. */
export const Failed: Story = {
  name: 'Error',
  args: {
    analysis: null,
    error: 'El análisis ha tardado demasiado y se ha cancelado. Inténtalo de nuevo en unos minutos.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo analizar el documento');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' of the error calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { analysis: null, error: 'No se pudo conectar con el servidor.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At phone width (390): facts stack, quotes wrap and 'Pág. N' goes under its passage. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fallo' })).toBeVisible();
  },
};
