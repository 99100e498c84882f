import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ExtractionResults, type ExtractionResultsProps } from './ExtractionResults';
import {
  amountsResult,
  datesResult,
  emptyResult,
  longResult,
  propertiesResult,
} from './ExtractionResults.fixtures';

/** Holds the query and the kind (the fragment is controlled) and still reports to the args. */
function Interactive(args: ExtractionResultsProps) {
  const [query, setQuery] = useState(args.query);
  const [kind, setKind] = useState(args.kind);
  return (
    <ExtractionResults
      {...args}
      query={query}
      kind={kind}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      onKindChange={(next) => {
        args.onKindChange(next);
        setKind(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/ExtractionResults',
  // Story ids keep the ungrouped form of the other fragments (visual baselines and links key on them).
  id: 'fragments-extractionresults',
  component: ExtractionResults,
  render: (args) => <Interactive {...args} />,
  args: {
    query: 'rentas impagadas',
    kind: 'monetary',
    result: amountsResult,
    onQueryChange: fn(),
    onKindChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onOpenPage: fn(),
    loading: false,
    error: null,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ExtractionResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Importes': the table, the totals per currency and per concept, the total the document states, the passages. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Importes encontrados' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('columnheader', { name: 'Frase' })).toBeVisible();
    const totals = canvas.getByRole('list', { name: 'Totales' });
    await expect(totals).toHaveTextContent(/Total en EUR \(3 importes\)\s*2\.012,40\s€/);
    await expect(totals).toHaveTextContent(/Total indicado en el documento\s*2\.012,40\s€/);
    await expect(totals).toHaveTextContent(/Total por renta \(2 importes\)\s*1\.700,00\s€/);
    // A rate is shown with its period and is not added.
    await expect(within(table).getByText('por día')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pasajes encontrados' })).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Test: 'Extraer' sends the trimmed query and the kind; Enter in the field too. */
export const Submit: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { query: '', result: null },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Extraer' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Qué buscar' }), '  fecha de notificación ');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Qué extraer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fechas' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('dates');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith('fecha de notificación', 'dates');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Qué buscar' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Test: a value's page opens its document there. */
export const OpenPage: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getAllByRole('button', {
        name: 'Pág. 3 de demanda-desahucio.pdf: abrir el documento en esa página',
      })[0]!,
    );
    await expect(args.onOpenPage).toHaveBeenCalledWith(amountsResult.amounts[2]!.documentId, 3);
  },
};

/** 'Fechas': in chronological order, full dates spelled out, a month as written. */
export const Dates: Story = {
  args: { query: 'plazos del contrato', kind: 'dates', result: datesResult },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Fechas, en orden cronológico' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('19 de diciembre de 2019');
    await expect(items[1]).toHaveTextContent('enero de 2020');
    await expect(items[2]).toHaveTextContent('5 de marzo de 2024');
  },
};

/** 'Inmuebles': grouped by kind. */
export const Properties: Story = {
  args: { query: 'vivienda', kind: 'properties', result: propertiesResult },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Referencia catastral' })).toHaveTextContent(
      '9872023VH5797S0001WX',
    );
    await expect(canvas.getByRole('list', { name: 'Finca' })).toHaveTextContent('finca registral nº 12.345');
    await expect(canvas.getByRole('list', { name: 'Dirección' })).toHaveTextContent('Calle Mayor 12, 3º B');
  },
};

/** Before the first query: the form only. */
export const Idle: Story = {
  args: { query: '', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Extraer de mis documentos' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing found. */
export const Empty: Story = {
  args: { result: emptyResult },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se han encontrado importes' })).toBeVisible();
  },
};

/** A query runs. */
export const Loading: Story = {
  args: { loading: true, result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando en tus documentos…');
    await expect(canvas.getByRole('button', { name: 'Extraer' })).toBeDisabled();
  },
};

/** The query failed: the reason and 'Reintentar'. */
export const Error: Story = {
  args: { error: 'No se pudo conectar con el servidor.', result: null },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo hacer la consulta');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Long file names and sentences wrap; the table scrolls inside its frame. */
export const LongContent: Story = {
  args: { result: longResult },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="extraction-results"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Phone: the form stacks and the table scrolls sideways. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
