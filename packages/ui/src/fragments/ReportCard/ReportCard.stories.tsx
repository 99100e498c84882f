import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { storyViewports } from '../../tokens/viewports';
import { ReportCard } from './ReportCard';
import {
  busyReport,
  completedReport,
  draftReport,
  errorReport,
  generatedReport,
  longReport,
  sentReport,
  unknownStatusReport,
} from './ReportCard.fixtures';

const meta = {
  title: 'Fragments/Informes/ReportCard',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-reportcard',
  component: ReportCard,
  args: {
    item: draftReport,
    onView: fn(),
    onEdit: fn(),
    onEnhance: fn(),
    onGeneratePdf: fn(),
    onDownload: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
  },
  parameters: { viewport: { options: storyViewports } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.contentNarrow }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the action buttons a card offers, in order, without the hidden title suffix. */
function actionNames(canvasElement: HTMLElement): string[] {
  const actions = canvasElement.querySelector<HTMLElement>('[data-slot="report-card-actions"]');
  return within(actions!)
    .getAllByRole('button')
    .map((button) => button.dataset.slot!.replace('report-card-', ''));
}

/** Checks the status badge's text and tone. */
async function expectStatus(canvasElement: HTMLElement, text: string, tone: string) {
  const badge = canvasElement.querySelector('[data-slot="report-card-status"]');
  await expect(badge).toHaveTextContent(text);
  await expect(badge).toHaveAttribute('data-tone', tone);
}

/** Leaves no hover or focus behind, so the screenshot does not depend on the pointer. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.unhover(canvasElement);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** A draft: Ver, Editar, IA, Duplicar, Eliminar. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: draftReport.title })).toBeVisible();
    await expect(canvas.getByText('Demanda Civil')).toBeVisible();
    await expect(canvas.getByText('María Ruiz Ortega')).toBeVisible();
    await expect(canvas.getByText('Actualizado hace 2 horas')).toBeVisible();
    // The case by its title, never its id.
    await expect(canvas.getByText('Caso: Herencia de D. Antonio Ruiz Gómez')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('case-herencia');
    await expectStatus(canvasElement, 'Borrador', 'neutral');
    await expect(actionNames(canvasElement)).toEqual(['view', 'edit', 'enhance', 'duplicate', 'delete']);
    await expect(canvas.queryByText('Mejorado con IA')).toBeNull();
  },
};

// skip-visual: the end state is the 'Default' showcase (the actions only report to the args).
/** Each action of a draft reports the report's id; its accessible name names the report. */
export const ActionsReportTheId: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, canvasElement, args }) => {
    const suffix = ` el informe ${draftReport.title}`;
    await userEvent.click(canvas.getByRole('button', { name: `Ver${suffix}` }));
    await expect(args.onView).toHaveBeenCalledWith('rep-demanda');
    await userEvent.click(canvas.getByRole('button', { name: `Editar${suffix}` }));
    await expect(args.onEdit).toHaveBeenCalledWith('rep-demanda');
    await userEvent.click(canvas.getByRole('button', { name: `IA${suffix}` }));
    await expect(args.onEnhance).toHaveBeenCalledWith('rep-demanda');
    await userEvent.click(canvas.getByRole('button', { name: `Duplicar${suffix}` }));
    await expect(args.onDuplicate).toHaveBeenCalledWith('rep-demanda');
    await userEvent.click(canvas.getByRole('button', { name: `Eliminar${suffix}` }));
    await expect(args.onDelete).toHaveBeenCalledWith('rep-demanda');
    await settle(canvasElement);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Completed and enhanced with AI at 87 %: the AI banner; PDF offered, no Editar or IA. */
export const Completed: Story = {
  args: { item: completedReport },
  play: async ({ canvas, canvasElement }) => {
    await expectStatus(canvasElement, 'Completado', 'positive');
    await expect(canvas.getByText('Mejorado con IA')).toBeVisible();
    await expect(canvas.getByText('Calidad 87 %')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual(['view', 'pdf', 'duplicate', 'delete']);
  },
};

// skip-visual: the end state is the 'Completed' showcase ('PDF' only reports to the args).
/** 'PDF' on a completed report asks for its PDF. */
export const PdfReportsTheId: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { item: completedReport },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `PDF el informe ${completedReport.title}` }));
    await expect(args.onGeneratePdf).toHaveBeenCalledWith('rep-apelacion');
    await settle(canvasElement);
  },
};

/** PDF generated: 'PDF Generado', Descargar offered. */
export const Generated: Story = {
  args: { item: generatedReport },
  play: async ({ canvas, canvasElement }) => {
    await expectStatus(canvasElement, 'PDF Generado', 'info');
    await expect(actionNames(canvasElement)).toEqual(['view', 'download', 'duplicate', 'delete']);
    await expect(canvas.queryByText(/^Caso:/)).toBeNull();
  },
};

// skip-visual: the end state is the 'Generated' showcase ('Descargar' only reports to the args).
/** 'Descargar' on a generated report asks for its PDF file. */
export const DownloadReportsTheId: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { item: generatedReport },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Descargar el informe ${generatedReport.title}` }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith('rep-arrendamiento');
    await settle(canvasElement);
  },
};

/** Sent: only Ver, Duplicar and Eliminar; no description. */
export const Sent: Story = {
  args: { item: sentReport },
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, 'Enviado', 'accent');
    await expect(actionNames(canvasElement)).toEqual(['view', 'duplicate', 'delete']);
    await expect(canvasElement.querySelector('[data-slot="report-card-description"]')).toBeNull();
  },
};

/** Error: editable again; no client shows 'Sin cliente'. */
export const ErrorStatus: Story = {
  name: 'Error',
  args: { item: errorReport },
  play: async ({ canvas, canvasElement }) => {
    await expectStatus(canvasElement, 'Error', 'critical');
    await expect(canvas.getByText('Sin cliente')).toBeVisible();
    await expect(actionNames(canvasElement)).toEqual(['view', 'edit', 'duplicate', 'delete']);
  },
};

/** A status the list does not know is shown as 'Borrador'. */
export const UnknownStatus: Story = {
  args: { item: unknownStatusReport },
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, 'Borrador', 'neutral');
    await expect(canvasElement.querySelector('[data-slot="report-card"]')).toHaveAttribute(
      'data-status',
      'draft',
    );
  },
};

/** AI enhancement and PDF generation running: 'Mejorando...' and 'Generando...', disabled. */
export const Loading: Story = {
  args: { item: busyReport },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    const enhancing = canvas.getByRole('button', { name: `Mejorando... el informe ${busyReport.title}` });
    const generating = canvas.getByRole('button', { name: `Generando... el informe ${busyReport.title}` });
    await expect(enhancing).toBeDisabled();
    await expect(generating).toBeDisabled();
  },
};

// skip-visual: the end state is the 'Loading' showcase (a disabled button does nothing).
/** While busy, a click on 'Mejorando...' starts nothing. */
export const BusyActionsDoNothing: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { item: busyReport },
  play: async ({ canvas, args }) => {
    const enhancing = canvas.getByRole('button', { name: `Mejorando... el informe ${busyReport.title}` });
    await userEvent.click(enhancing, { pointerEventsCheck: 0 });
    await expect(args.onEnhance).not.toHaveBeenCalled();
    await expect(args.onGeneratePdf).not.toHaveBeenCalled();
  },
};

/** Long title, template, client, case id and description wrap inside the card. */
export const LongContent: Story = {
  args: { item: longReport },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="report-card"]');
    await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = {
  args: { item: completedReport },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
