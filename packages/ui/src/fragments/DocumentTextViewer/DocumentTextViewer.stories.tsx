import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { storyCitationLinks } from '../../utils/textLinks.fixtures';
import { DocumentTextViewer, type DocumentTextViewerProps } from './DocumentTextViewer';
import {
  blankPages,
  citingPages,
  leasePages,
  leaseWithEntities,
  longPages,
} from './DocumentTextViewer.fixtures';

/** Holds the page number (the fragment is controlled) and still reports to the args. */
function Interactive(args: DocumentTextViewerProps) {
  const [page, setPage] = useState(args.page);
  return (
    <DocumentTextViewer
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/DocumentTextViewer',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-documenttextviewer',
  component: DocumentTextViewer,
  render: (args) => <Interactive {...args} />,
  args: {
    title: 'contrato-arrendamiento.pdf',
    pages: leasePages,
    page: 1,
    onPageChange: fn(),
    loading: false,
    error: null,
    onRetry: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof DocumentTextViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 14 in the serif face with its line breaks, the pager and the jump field. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'contrato-arrendamiento.pdf' })).toBeVisible();
    await expect(canvas.getByText('Página 1 de 14')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(canvas.getByText('Texto')).toBeVisible();
    const paper = canvasElement.querySelector<HTMLElement>('[data-slot="document-text-page"] p')!;
    await expect(paper.textContent).toContain('REUNIDOS\n\nDe una parte');
    await expect(getComputedStyle(paper).whiteSpace).toBe('pre-wrap');
    await expect(canvas.getByLabelText('Ir a la página')).toHaveValue(null);
  },
};

/**
 * Test: 'Página siguiente' moves on, the jump field goes straight to an OCR page whose badge shows the
 * confidence, and a page past the end goes to the last one.
 */
// skip-visual: the end state is the 'LastPage' showcase with 'Ir' focused.
export const PagingAndJump: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Página 2 de 14')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Ir a la página'), '13{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(13);
    await expect(canvas.getByText('OCR · 87 %')).toBeVisible();

    // Past the end goes to the last page.
    await userEvent.type(canvas.getByLabelText('Ir a la página'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(14);
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

/** The last page, an OCR page: 'Página siguiente' is disabled; the badge shows the confidence. */
export const LastPage: Story = {
  args: { page: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 14 de 14')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await expect(canvas.getByText('OCR · 62 %')).toBeVisible();
  },
};

/**
 * Legal citations in the text link to their articles in the article viewer ('art. 36 LAU' →
 * /search/norma/BOE-A-1994-26003#articulo-36); the rest of the text, line breaks included, is unchanged
 * and a finder's non-app href is ignored.
 */
export const CitationLinks: Story = {
  args: { pages: citingPages, citationLinks: storyCitationLinks },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'art. 36 LAU' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1994-26003#articulo-36',
    );
    await expect(canvas.getByRole('link', { name: 'Ley 29/1994' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1994-26003',
    );
    const cc = canvas.getByRole('link', { name: 'artículo 1902 del Código Civil' });
    await expect(cc).toHaveAttribute('href', '/search/norma/BOE-A-1889-4763#articulo-1902');
    await expect(cc).toHaveAttribute('data-slot', 'citation-link');
    await expect(canvas.queryByRole('link', { name: 'Ley Hostil' })).toBeNull();
    const paper = canvasElement.querySelector<HTMLElement>('[data-slot="document-text-page"] p')!;
    await expect(paper.textContent).toBe(citingPages[0]!.text);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Inside a dialog the title comes from the dialog: no heading of its own. */
export const WithoutTitle: Story = {
  args: { title: undefined, page: 13 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Texto extraído' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('OCR · 87 %')).toBeVisible();
  },
};

/** No page has text (a scan where OCR found nothing). */
export const Empty: Story = {
  args: { pages: blankPages },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Este documento no contiene texto extraíble.' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Página \d+ de/)).toBeNull();
  },
};

/** The text is loading. */
export const Loading: Story = {
  args: { pages: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando texto...');
  },
};

/** The text could not be loaded: the reason and 'Reintentar'. */
export const Error: Story = {
  args: { pages: [], error: 'Documento no encontrado.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error cargando el texto');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry`. */
// skip-visual: the end state is the 'Error' showcase with 'Reintentar' focused.
export const ErrorRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { pages: [], error: 'Documento no encontrado.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long paragraph and an unbroken reference wrap. */
export const LongContent: Story = {
  args: { pages: longPages, title: 'sentencia-audiencia-provincial-madrid-seccion-13-recurso-1234-2024.pdf' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="document-text-viewer"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
  },
};

/** An OCR page without a confidence: the badge says just 'OCR'. */
export const OcrWithoutConfidence: Story = {
  args: {
    pages: longPages,
    page: 2,
    title: 'sentencia-audiencia-provincial-madrid-seccion-13-recurso-1234-2024.pdf',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(canvas.getByText('OCR')).toBeVisible();
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

/** Entities highlighted: persons, dates, places and identifiers each in their colour, with a legend. */
export const Entities: Story = {
  args: { pages: leaseWithEntities, showEntities: true, onShowEntitiesChange: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('switch', { name: 'Resaltar entidades' })).toBeChecked();
    const marks = [...canvasElement.querySelectorAll('mark')].map((m) => [m.textContent, m.dataset.kind]);
    await expect(marks).toEqual([
      ['Madrid', 'lugar'],
      ['15 de enero de 2025', 'fecha'],
      ['D.ª Carmen Ortega Ruiz', 'persona'],
      ['00000000T', 'identificador'],
      ['D. Javier Salas Gil', 'persona'],
      ['00000001R', 'identificador'],
    ]);
    const legend = canvas.getByRole('list', { name: 'Tipos de entidad en esta página' });
    await expect(legend).toHaveTextContent('PersonaLugar o direcciónFechaIdentificador personal');
  },
};

/** Test: the switch calls back; off, the text has no marks. */
export const EntitiesSwitch: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { pages: leaseWithEntities, showEntities: false, onShowEntitiesChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('switch', { name: 'Resaltar entidades' }));
    await expect(args.onShowEntitiesChange).toHaveBeenCalledWith(true);
  },
};
