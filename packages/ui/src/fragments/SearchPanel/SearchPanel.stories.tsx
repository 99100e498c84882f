import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { highlightSegments } from './highlight';
import { SearchPanel, type SearchPanelProps } from './SearchPanel';
import { longResults, results, sampleQuery, unknownResult } from './SearchPanel.fixtures';

/** Holds the query and the checkbox (the fragment is controlled) and still reports to the args. */
function Interactive(args: SearchPanelProps) {
  const [query, setQuery] = useState(args.query);
  const [includePublic, setIncludePublic] = useState(args.includePublic);
  return (
    <SearchPanel
      {...args}
      query={query}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      includePublic={includePublic}
      onIncludePublicChange={(next) => {
        args.onIncludePublicChange(next);
        setIncludePublic(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/SearchPanel',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-searchpanel',
  component: SearchPanel,
  render: (args) => <Interactive {...args} />,
  args: {
    query: sampleQuery,
    onQueryChange: fn(),
    includePublic: false,
    onIncludePublicChange: fn(),
    onSearch: fn(),
    results,
    loading: false,
    error: null,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three results with the matched words marked, 'Págs. 3–4' / 'Pág. 12', relevance and method; the
 * public source shows beside its title.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Resultados' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.slot === 'search-result');
    await expect(items).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 resultados');
    const first = items[0]!;
    await expect(within(first).getByRole('heading', { name: 'contrato-arrendamiento.pdf' })).toBeVisible();
    await expect(within(first).getByText('Págs. 3–4')).toBeVisible();
    await expect(within(first).getByText('Relevancia 87 %')).toBeVisible();
    const marks = first.querySelectorAll('mark');
    await expect(Array.from(marks, (m) => m.textContent)).toEqual(['renta', 'impago', 'renta']);
    // The passage reads exactly as the server sent it.
    const passage = first.querySelector('[data-slot="search-result-passage"]')!;
    await expect(passage.textContent).toBe(results[0]!.text);
    await expect(within(items[1]!).getByText('BOE-A-1994-26003')).toBeVisible();
    await expect(within(items[1]!).getByText('Pág. 12')).toBeVisible();
    await expect(within(items[2]!).getByText('OCR')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Consulta' })).toHaveValue(sampleQuery);
    await expect(canvas.getByRole('checkbox', { name: 'Incluir legislación pública' })).not.toBeChecked();
  },
};

/** Public legislation included: the box ticked. */
export const IncludingPublic: Story = {
  args: { includePublic: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Incluir legislación pública' })).toBeChecked();
  },
};

/** Enter and 'Buscar' search the trimmed query; the checkbox reports its value. */
export const SearchingReportsQuery: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Consulta' });
    await userEvent.clear(field);
    await userEvent.type(field, '  desahucio  {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('desahucio');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Incluir legislación pública' }));
    await expect(args.onIncludePublicChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Before the first search: only the form. */
export const Idle: Story = {
  args: { query: '', results: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Resultados' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Consulta' })).toHaveValue('');
  },
};

// skip-visual: the end state (a blank query, no results) is the 'Idle' showcase.
/** A blank query does not search, by 'Buscar' or by Enter. */
export const BlankQueryDoesNotSearch: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { query: '', results: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Consulta' }), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Nothing matched: 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resultados');
  },
};

/** A search runs: 'Buscando…' on the button (blocked) and in the status. */
export const Loading: Story = {
  args: { results: null, loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Buscando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando…');
  },
};

// skip-visual: the end state is the 'Loading' showcase (a blocked button does nothing).
/** While a search runs, 'Buscando…' starts no second search. */
export const NoSecondSearchWhileLoading: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { results: null, loading: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buscando…' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The search failed: the message is announced and no result is left on screen (spec §7). */
export const Error: Story = {
  args: { results: null, error: 'Error en la búsqueda.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error en la búsqueda.');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A chunk without content or metadata shows the spec's defaults; no pages, no method. */
export const UnknownSource: Story = {
  args: { results: [unknownResult] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Documento desconocido' })).toBeVisible();
    await expect(canvas.getByText('Fuente desconocida')).toBeVisible();
    await expect(canvas.getByText('Sin contenido disponible')).toBeVisible();
    await expect(canvas.queryByText(/^Pág/)).toBeNull();
  },
};

/** Overlapping, touching, reversed and out-of-range offsets never duplicate or lose text. */
export const MessyHighlights: Story = {
  args: {
    results: [
      {
        ...results[0]!,
        highlights: [
          { start: 38, end: 43 },
          { start: 40, end: 51 },
          { start: 51, end: 58 },
          { start: 10, end: 5 },
          { start: -4, end: 2 },
          { start: 160, end: 999 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const passage = canvasElement.querySelector('[data-slot="search-result-passage"]')!;
    await expect(passage.textContent).toBe(results[0]!.text);
    await expect(Array.from(passage.querySelectorAll('mark'), (m) => m.textContent)).toEqual([
      'El',
      'renta pactada dentro',
      results[0]!.text.slice(160),
    ]);
    await expect(highlightSegments('', [{ start: 0, end: 3 }])).toEqual([{ text: '', marked: false }]);
  },
};

/** Long passages, headings and names wrap. */
export const LongContent: Story = {
  args: { results: longResults },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="search-panel"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByText('Págs. 7–9')).toBeVisible();
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
