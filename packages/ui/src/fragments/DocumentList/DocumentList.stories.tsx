import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { storyViewports } from '../../tokens/viewports';
import { DocumentList, type DocumentListProps } from './DocumentList';
import { caseOptions, documents, longDocuments } from './DocumentList.fixtures';

/** Holds the case filter (controlled) and still reports to the args. */
function Interactive(args: DocumentListProps) {
  const [caseId, setCaseId] = useState(args.caseId ?? null);
  return (
    <DocumentList
      {...args}
      caseId={caseId}
      onCaseChange={(next) => {
        args.onCaseChange?.(next);
        setCaseId(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/DocumentList',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-documentlist',
  component: DocumentList,
  render: (args) => <Interactive {...args} />,
  args: {
    documents,
    onOpen: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onReload: fn(),
    busyIds: [],
    loading: false,
    error: null,
    caseOptions,
    caseId: null,
    onCaseChange: fn(),
    showCase: true,
  },
  parameters: {
    viewport: { options: storyViewports },
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One document per status: 'Procesando 60 %' with its bar, 'Listo' with 'Ver texto', 'Error' with the
 * reason and 'Reintentar'; every row can be deleted.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lista de documentos' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.dataset.slot === 'document-list-item');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('Procesando 60 %')).toBeVisible();
    await expect(within(rows[0]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(within(rows[1]!).getByText('Listo')).toBeVisible();
    await expect(within(rows[1]!).getByText('14 páginas')).toBeVisible();
    await expect(within(rows[2]!).getByText('Sin caso')).toBeVisible();
    await expect(within(rows[3]!).getByText(/protegido con contraseña/)).toBeVisible();
    // Only ready documents have text to show; only failed ones can be retried.
    await expect(within(rows[1]!).getByRole('button', { name: /Ver texto/ })).toBeVisible();
    await expect(within(rows[3]!).getByRole('button', { name: /Reintentar/ })).toBeVisible();
    await expect(within(rows[0]!).queryByRole('button', { name: /Ver texto/ })).toBeNull();
    await expect(within(rows[1]!).queryByRole('button', { name: /Reintentar/ })).toBeNull();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * Test: 'Ver texto' and 'Reintentar' report the id; 'Eliminar' asks first: 'Cancelar' deletes nothing,
 * confirming reports the id.
 */
// skip-visual: the end state (confirmation closed) is the 'Default' showcase.
export const ActionsReportAndDeleteAsks: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver texto: testamento-ortega.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledWith(documents[1]!.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar: escritura-escaneada.pdf' }));
    await expect(args.onRetry).toHaveBeenCalledWith(documents[3]!.id);

    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: burofax-requerimiento.docx' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el documento?' });
    await expect(dialog).toHaveAccessibleDescription(/«burofax-requerimiento\.docx»/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: burofax-requerimiento.docx' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el documento?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar documento' }));
    await expect(args.onDelete).toHaveBeenCalledWith(documents[2]!.id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** With `onAnalyze`: ready documents also offer 'Analizar' beside 'Ver texto' (the app opens the analysis). */
export const WithAnalyze: Story = {
  args: { onAnalyze: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Analizar: testamento-ortega.pdf' })).toBeVisible();
    // Only ready documents can be analysed: one 'Analizar' per ready row.
    await expect(canvas.getAllByRole('button', { name: /^Analizar:/ })).toHaveLength(
      documents.filter((d) => d.status === 'ready').length,
    );
  },
};

/** Test: 'Analizar' reports the row's document id. */
export const AnalyzeReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { onAnalyze: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Analizar: testamento-ortega.pdf' }));
    await expect(args.onAnalyze).toHaveBeenCalledWith(documents[1]!.id);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Test: the case filter reports the chosen case id, and null for 'Todos los casos'. */
export const FilterByCase: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole('combobox', { name: 'Filtrar por caso' });
    await expect(filter).toHaveTextContent('Todos los casos');
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Herencia de la familia Ortega' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(caseOptions[0]!.value);
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Todos los casos' }));
    await expect(args.onCaseChange).toHaveBeenLastCalledWith(null);
  },
};

/** The filter names the chosen case (the app passes that case's documents). */
export const CaseChosen: Story = {
  args: { caseId: caseOptions[0]!.value },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Filtrar por caso' })).toHaveTextContent(
      'Herencia de la familia Ortega',
    );
  },
};

/** Inside a case: no filter, no case on each row. */
export const InCase: Story = {
  args: { caseOptions: undefined, showCase: false, documents: documents.slice(1, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText(/^Caso:/)).toBeNull();
    await expect(canvas.queryByText('Sin caso')).toBeNull();
  },
};

/** A delete or retry request runs for a row: its actions are disabled. */
export const Busy: Story = {
  args: { busyIds: [documents[3]!.id] },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Reintentar: escritura-escaneada.pdf' });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Test: a busy row's actions do nothing. */
// skip-visual: the end state is the 'Busy' showcase with the row's 'Reintentar' focused.
export const BusyIgnoresRetry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { busyIds: [documents[3]!.id] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar: escritura-escaneada.pdf' }));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** No documents yet; the app may add an upload action. */
export const Empty: Story = {
  args: { documents: [], emptyAction: <Button>Subir documentos</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aún no hay documentos' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** First load: skeleton rows and a status for screen readers. */
export const Loading: Story = {
  args: { documents: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando documentos...');
  },
};

/** The list could not be loaded: the reason and 'Reintentar'. */
export const Error: Story = {
  args: { documents: [], error: 'Ocurrió un error inesperado.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error cargando documentos');
    await expect(alert).toHaveTextContent('Ocurrió un error inesperado.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: the error box's 'Reintentar' calls `onReload`. */
// skip-visual: the end state is the 'Error' showcase with 'Reintentar' focused.
export const ErrorReloadReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { documents: [], error: 'Ocurrió un error inesperado.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Long names, case titles and reasons wrap inside the rows. */
export const LongContent: Story = {
  args: { documents: longDocuments },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="document-list"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Phone: status and actions move under the details. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
