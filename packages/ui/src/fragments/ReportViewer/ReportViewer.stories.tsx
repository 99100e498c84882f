import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../primitives/Text';
import { storyViewports } from '../../tokens/viewports';
import { storyCitationLinks } from '../../utils/textLinks.fixtures';
import { ReportViewer, type ReportViewerProps } from './ReportViewer';
import {
  citingReport,
  completedReport,
  draftReport,
  generatedReport,
  hostileReport,
  longReport,
  reportPdfs,
  unknownStatusReport,
} from './ReportViewer.fixtures';

/** Holds the edit/preview mode as the app does and still reports to the args. */
function Interactive(args: ReportViewerProps) {
  const [mode, setMode] = useState(args.mode ?? 'preview');
  return (
    <ReportViewer
      {...args}
      mode={mode}
      onModeChange={(next) => {
        args.onModeChange?.(next);
        setMode(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Informes/ReportViewer',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportviewer',
  component: ReportViewer,
  render: (args) => <Interactive {...args} />,
  args: {
    item: completedReport,
    backHref: '/reports',
    canEdit: false,
    mode: 'preview',
    pdfs: [],
    actions: {},
    onModeChange: fn(),
    onGeneratePdf: fn(),
    onDownloadPdf: fn(),
    onHistoryOpenChange: fn(),
    onEnhance: fn(),
    onMarkCompleted: fn(),
    onMarkSent: fn(),
    onDownload: fn(),
    onGenerateWithAi: fn(),
    onReload: fn(),
  },
  argTypes: { editor: { control: false } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReportViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Completed and AI-enhanced: the HTML document, 'PDF Mejorado', 'Marcar como enviado', the footer. */
export const Default: Story = {
  args: { actions: { markSent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volver a informes' })).toHaveAttribute('href', '/reports');
    await expect(canvas.getByRole('heading', { level: 1, name: completedReport.title })).toBeVisible();
    await expect(canvas.getByText('IA Enhanced')).toBeVisible();
    await expect(canvas.getByText('Completado')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'DEMANDA DE JUICIO ORDINARIO' })).toBeVisible();
    await expect(canvas.getByText('Calidad IA: 87/100')).toBeVisible();
    await expect(canvas.getByText('Creado 20/11/2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'PDF Mejorado' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Marcar como enviado' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Mejorar con IA' })).toBeNull();
  },
};

// skip-visual: the end state is the 'Default' showcase (the callbacks change nothing on screen).
/** 'PDF Mejorado' and 'Marcar como enviado' call the app once each; nothing changes on screen. */
export const PdfAndMarkSentCallTheApp: Story = {
  tags: ['test-only', 'skip-visual'],
  args: Default.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'PDF Mejorado' }));
    await expect(args.onGeneratePdf).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como enviado' }));
    await expect(args.onMarkSent).toHaveBeenCalledTimes(1);
    await expect(args.onGeneratePdf).toHaveBeenCalledTimes(1);
  },
};

/** 'Descargar DOCX' beside 'PDF Mejorado' (`onDownloadDocx`): the report as a Word document. */
export const WithDocx: Story = {
  args: { actions: { markSent: true }, onDownloadDocx: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Descargar DOCX' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'PDF Mejorado' })).toBeEnabled();
  },
};

// skip-visual: the end state is the 'WithDocx' showcase (the callback changes nothing on screen).
/** 'Descargar DOCX' calls the app once, and only it. */
export const DocxCallsTheApp: Story = {
  tags: ['test-only', 'skip-visual'],
  args: WithDocx.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar DOCX' }));
    await expect(args.onDownloadDocx).toHaveBeenCalledTimes(1);
    await expect(args.onGeneratePdf).not.toHaveBeenCalled();
  },
};

// skip-visual: the 'Draft' showcase with one more (disabled) button; the state is asserted here.
/** Without HTML (a draft with fields only) there is nothing to export: 'Descargar DOCX' is disabled. */
export const DocxWithoutHtml: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { item: draftReport, onDownloadDocx: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Descargar DOCX' })).toBeDisabled();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Draft with basic data only: 'Informe listo para mejorar con IA' and 'Generar con IA'. */
export const Draft: Story = {
  args: { item: draftReport, canEdit: true, actions: { enhance: true, markCompleted: true } },
  play: async ({ canvas }) => {
    const content = canvas.getByRole('region', { name: 'Contenido del informe' });
    await expect(
      within(content).getByRole('heading', { name: 'Informe listo para mejorar con IA' }),
    ).toBeVisible();
    await expect(within(content).getByText('Juicio ordinario')).toBeVisible();
    await expect(within(content).getByRole('button', { name: 'Generar con IA' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'PDF Mejorado' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Mejorar con IA' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Marcar como completado' })).toBeEnabled();
    await expect(canvas.getByText(draftReport.description!)).toBeVisible();
    await expect(canvas.queryByText(/Calidad IA/)).toBeNull();
  },
};

// skip-visual: the end state is the 'Draft' showcase (the callbacks change nothing on screen).
/** The draft's 'Generar con IA', 'Mejorar con IA' and 'Marcar como completado' call the app once each. */
export const DraftActionsCallTheApp: Story = {
  tags: ['test-only', 'skip-visual'],
  args: Draft.args,
  play: async ({ canvas, args }) => {
    const content = canvas.getByRole('region', { name: 'Contenido del informe' });
    await userEvent.click(within(content).getByRole('button', { name: 'Generar con IA' }));
    await expect(args.onGenerateWithAi).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mejorar con IA' }));
    await expect(args.onEnhance).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como completado' }));
    await expect(args.onMarkCompleted).toHaveBeenCalledTimes(1);
    await expect(args.onGenerateWithAi).toHaveBeenCalledTimes(1);
  },
};

/** 'Generar con IA' runs. */
export const GeneratingWithAi: Story = {
  args: { item: draftReport, generatingWithAi: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generando...' })).toBeDisabled();
  },
};

/** Generated, with 7 PDFs: the latest, and a history toggle (closed) that shows 5. */
export const WithPdfs: Story = {
  args: { item: generatedReport, pdfs: reportPdfs, actions: { download: true } },
  play: async ({ canvas }) => {
    const pdfs = canvas.getByRole('region', { name: 'PDFs Mejorados' });
    await expect(pdfs).toHaveTextContent('demanda-civil-20261127.pdf');
    await expect(pdfs).toHaveTextContent('12,3 KB');
    const toggle = within(pdfs).getByRole('button', { name: 'Ver historial (7)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(pdfs).queryByRole('list', { name: 'Historial de PDFs' })).toBeNull();
    await expect(canvas.getByText(/Times New Roman/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar' })).toBeEnabled();
  },
};

/** The PDF history open (`historyOpen`): 'Ocultar historial' over the newest 5 of the 7 PDFs. */
export const WithPdfHistory: Story = {
  args: { ...WithPdfs.args, historyOpen: true },
  play: async ({ canvas }) => {
    const pdfs = canvas.getByRole('region', { name: 'PDFs Mejorados' });
    await expect(within(pdfs).getByRole('button', { name: 'Ocultar historial' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const history = within(pdfs).getByRole('list', { name: 'Historial de PDFs' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    await expect(history).toHaveTextContent('demanda-civil-20261123.pdf');
    await expect(history).not.toHaveTextContent('demanda-civil-20261122.pdf');
  },
};

// skip-visual: the end state (history closed again) is the 'WithPdfs' showcase.
/**
 * The PDF downloads call the app with the file name; 'Ver historial (7)' opens the 5 newest (the
 * 'WithPdfHistory' showcase) and 'Ocultar historial' closes them; 'Descargar' calls the app.
 */
export const HistoryToggleAndDownloads: Story = {
  tags: ['test-only', 'skip-visual'],
  args: WithPdfs.args,
  play: async ({ canvas, args }) => {
    const pdfs = canvas.getByRole('region', { name: 'PDFs Mejorados' });
    await userEvent.click(
      within(pdfs).getAllByRole('button', { name: 'Descargar demanda-civil-20261127.pdf' })[0]!,
    );
    await expect(args.onDownloadPdf).toHaveBeenLastCalledWith('demanda-civil-20261127.pdf');
    const toggle = within(pdfs).getByRole('button', { name: 'Ver historial (7)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(pdfs).queryByRole('list', { name: 'Historial de PDFs' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onHistoryOpenChange).toHaveBeenLastCalledWith(true);
    const history = within(pdfs).getByRole('list', { name: 'Historial de PDFs' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    await expect(history).not.toHaveTextContent('demanda-civil-20261121.pdf');
    await userEvent.click(within(pdfs).getByRole('button', { name: 'Ocultar historial' }));
    await expect(within(pdfs).queryByRole('list', { name: 'Historial de PDFs' })).toBeNull();
    await expect(args.onHistoryOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** A PDF is being generated: 'Generando...', disabled. */
export const GeneratingPdf: Story = {
  args: { item: completedReport, generatingPdf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generando...' })).toBeDisabled();
  },
};

/** Edit mode: the editor slot replaces the document; 'Vista Previa' goes back. */
export const EditMode: Story = {
  args: {
    item: { ...completedReport, status: 'draft', statusLabel: 'Borrador' },
    canEdit: true,
    mode: 'edit',
    editor: (
      <Text tone="muted" size="sm">
        (Aquí la app coloca el LegalEditor.)
      </Text>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(Aquí la app coloca el LegalEditor.)')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'DEMANDA DE JUICIO ORDINARIO' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Vista Previa' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

// skip-visual: the end state (edit mode again) is the 'EditMode' showcase.
/**
 * 'Vista Previa' asks for the preview (the document, as in 'Draft') and 'Editar' for the editor again;
 * the story holds the mode as the app does.
 */
export const ModeToggleSwitchesContent: Story = {
  tags: ['test-only', 'skip-visual'],
  args: EditMode.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vista Previa' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('preview');
    await expect(canvas.getByRole('heading', { name: 'DEMANDA DE JUICIO ORDINARIO' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('edit');
    await expect(canvas.getByText('(Aquí la app coloca el LegalEditor.)')).toBeVisible();
  },
};

/** An unknown status is shown as is with a grey badge. */
export const UnknownStatus: Story = {
  args: { item: unknownStatusReport },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="report-viewer-status"]');
    await expect(badge).toHaveTextContent('archivado');
    await expect(canvasElement.querySelector('[data-slot="report-viewer"]')).toHaveAttribute(
      'data-status',
      'archivado',
    );
  },
};

/**
 * Hostile HTML is sanitised: no script, no handlers, no foreign iframe; the contract survives, and what
 * lives on another site (a remote image, YouTube and Vimeo videos) is shown as a link, never loaded.
 */
export const SanitisedHtml: Story = {
  args: { item: hostileReport },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.querySelector('[data-slot="report-viewer-document"]')!;
    await expect(doc).toHaveTextContent('Texto legítimo');
    await expect(doc.querySelector('script')).toBeNull();
    await expect(doc.querySelector('style')).toBeNull();
    await expect(doc.querySelector('svg')).toBeNull();
    await expect(doc.querySelector('form, input')).toBeNull();
    await expect(doc.querySelector('[onerror], [onclick]')).toBeNull();
    await expect(doc.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    // Nothing is fetched from another site (ADR 0018): the remote image is a link to it.
    await expect(doc.querySelectorAll('img')).toHaveLength(0);
    const image = within(doc as HTMLElement).getByRole('link', {
      name: 'Imagen externa: Logotipo del BOE (www.boe.es)',
    });
    await expect(image).toHaveAttribute('href', 'https://www.boe.es/logo.png');
    await expect(image).not.toHaveAttribute('onload');
    const centred = within(doc as HTMLElement).getByText('Centrado');
    await expect(centred).toHaveAttribute('class', 'le-align-center');
    await expect(within(doc as HTMLElement).getByText('enlace malo')).not.toHaveAttribute('href');
    const boe = within(doc as HTMLElement).getByRole('link', { name: 'BOE' });
    await expect(boe).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(boe).toHaveAttribute('target', '_blank');
    // Videos of the contract become links to the provider's page; the others are gone.
    await expect(doc.querySelectorAll('iframe')).toHaveLength(0);
    const videos = doc.querySelectorAll('a.le-external[data-kind="video"]');
    await expect(videos).toHaveLength(2);
    await expect(videos[0]).toHaveAttribute('href', 'https://vimeo.com/76979871');
    await expect(videos[0]).toHaveTextContent('Vídeo en Vimeo');
    await expect(videos[1]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(videos[1]).toHaveAttribute('aria-label', 'Vídeo incrustado: Vídeo en YouTube');
    await expect(videos[1]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // eslint-disable-next-line no-restricted-syntax -- a document colour (content), not a UI style
    await expect(within(doc as HTMLElement).getByText('azul')).toHaveAttribute('style', 'color: #1d4ed8');
  },
};

/**
 * Legal citations in the document link to their articles in the article viewer ('artículo 1902 del
 * Código Civil' → /search/norma/BOE-A-1889-4763#articulo-1902), same tab, after sanitising; text inside
 * an author's link and a finder's non-app href stay as they are.
 */
export const CitationLinks: Story = {
  args: { item: citingReport, citationLinks: storyCitationLinks, onCitationNavigate: fn() },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.querySelector<HTMLElement>('[data-slot="report-viewer-document"]')!;
    const cc = within(doc).getByRole('link', { name: 'artículo 1902 del Código Civil' });
    await expect(cc).toHaveAttribute('href', '/search/norma/BOE-A-1889-4763#articulo-1902');
    await expect(cc).toHaveAttribute('data-slot', 'citation-link');
    await expect(cc).toHaveAttribute('title', 'Código Civil, artículo 1902');
    await expect(cc).not.toHaveAttribute('target');
    await expect(within(doc).getByRole('link', { name: 'art. 36 LAU' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1994-26003#articulo-36',
    );
    await expect(within(doc).getByRole('link', { name: 'Ley 29/1994' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1994-26003',
    );
    // The author's link keeps its text and address: no link inside a link.
    await expect(within(doc).getByRole('link', { name: 'art. 36 LAU en el BOE' })).toHaveAttribute(
      'href',
      'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003',
    );
    await expect(doc.querySelectorAll('a a')).toHaveLength(0);
    await expect(doc.querySelectorAll('[data-slot="citation-link"]')).toHaveLength(3);
    await expect(within(doc).queryByRole('link', { name: 'Ley Hostil' })).toBeNull();
    await expect(doc.innerHTML).not.toMatch(/javascript:/i);
  },
};

// skip-visual: the end state is the 'CitationLinks' showcase with the link focused.
/** A plain click on a citation link is handed to the app (its router), not followed by the browser. */
export const CitationLinkCallsTheApp: Story = {
  tags: ['test-only', 'skip-visual'],
  args: CitationLinks.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'artículo 1902 del Código Civil' }));
    await expect(args.onCitationNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onCitationNavigate).toHaveBeenCalledWith('/search/norma/BOE-A-1889-4763#articulo-1902');
    // Still on the story: the browser did not navigate.
    await expect(canvas.getByRole('heading', { level: 1, name: citingReport.title })).toBeVisible();
  },
};

/** AI-enhanced without HTML: the citations of the sections link to their articles too. */
export const CitationLinksInSections: Story = {
  args: { item: { ...citingReport, html: null }, citationLinks: storyCitationLinks },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'artículo 1902 del Código Civil' })).toHaveAttribute(
      'href',
      '/search/norma/BOE-A-1889-4763#articulo-1902',
    );
  },
};

/** No HTML and no content: 'Sin contenido'. */
export const Empty: Story = {
  args: { item: { ...draftReport, sections: [], description: null }, onGeneratePdf: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin contenido')).toBeVisible();
  },
};

/** AI-enhanced without HTML: the structured sections. */
export const Sections: Story = {
  args: { item: { ...completedReport, html: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hechos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generar con IA' })).toBeNull();
  },
};

/** Loading: 'Cargando informe...'. */
export const Loading: Story = {
  args: { item: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="report-viewer"]')).toHaveTextContent(
      'Cargando informe...',
    );
  },
};

/** The load failed: message, 'Volver a informes' and 'Recargar'. */
export const Error: Story = {
  args: { item: null, error: 'Error cargando el informe' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error cargando informe');
    await expect(alert).toHaveTextContent('Error cargando el informe');
    await expect(within(alert).getByRole('link', { name: 'Volver a informes' })).toHaveAttribute(
      'href',
      '/reports',
    );
    await expect(within(alert).getByRole('button', { name: 'Recargar' })).toBeEnabled();
  },
};

// skip-visual: the end state is the 'Error' showcase (the callback changes nothing on screen).
/** 'Recargar' calls the app's `onReload` once. */
export const ReloadCallsOnReload: Story = {
  tags: ['test-only', 'skip-visual'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Recargar' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** No such report, or not the user's. */
export const NotFound: Story = {
  args: { item: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Informe no encontrado' })).toBeVisible();
    await expect(
      canvas.getByText('El informe que buscas no existe o no tienes permisos para verlo.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a informes' })).toBeVisible();
  },
};

/** Long title, client, description and document wrap. */
export const LongContent: Story = {
  args: { item: longReport, pdfs: reportPdfs, canEdit: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="report-viewer"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  args: { item: generatedReport, pdfs: reportPdfs, canEdit: true, actions: { download: true } },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
