import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { LinkProvider } from '../../utils/link';
import { storyLink } from '../../utils/storyLink';
import { highlightSegments } from './highlight';
import { SearchPanel, searchScopes, searchStatuses, type SearchPanelProps } from './SearchPanel';
import {
  cases,
  lauResult,
  laws,
  longResults,
  results,
  sampleQuery,
  unknownResult,
} from './SearchPanel.fixtures';

/** Holds the query and the filters (the fragment is controlled) and still reports to the args. */
function Interactive(args: SearchPanelProps) {
  const [query, setQuery] = useState(args.query);
  const [scope, setScope] = useState(args.scope);
  const [caseId, setCaseId] = useState(args.caseId);
  const [lawId, setLawId] = useState(args.lawId);
  return (
    <SearchPanel
      {...args}
      query={query}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
      scope={scope}
      onScopeChange={(next) => {
        args.onScopeChange?.(next);
        setScope(next);
      }}
      caseId={caseId}
      onCaseChange={(next) => {
        args.onCaseChange?.(next);
        setCaseId(next);
      }}
      lawId={lawId}
      onLawChange={(next) => {
        args.onLawChange?.(next);
        setLawId(next);
      }}
    />
  );
}

/** The result items of the list, in order. */
function resultItems(canvas: ReturnType<typeof within>) {
  return within(canvas.getByRole('list', { name: 'Resultados' }))
    .getAllByRole('listitem')
    .filter((li) => li.dataset.slot === 'search-result');
}

const meta = {
  title: 'Fragments/Documentos/SearchPanel',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-searchpanel',
  component: SearchPanel,
  render: (args) => <Interactive {...args} />,
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={storyLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    query: sampleQuery,
    onQueryChange: fn(),
    onSearch: fn(),
    status: 'success',
    results,
    errorMessage: null,
    onRetry: fn(),
    scope: 'all',
    onScopeChange: fn(),
    cases,
    caseId: null,
    onCaseChange: fn(),
    laws,
    lawId: null,
    onLawChange: fn(),
    legislationAvailable: true,
    onOpen: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: searchStatuses },
    scope: { control: 'inline-radio', options: searchScopes },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Legislation and documents mixed: 'LAU · Art. 36. Fianza' with its 'Legislación' badge, the title it
 * sits under ('TÍTULO IV. Disposiciones comunes') and no page, the
 * lease with 'Págs. 3–4', a repealed norm ('Derogada'), an OCR scan; each passage cut around the matches.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = resultItems(canvas);
    await expect(items).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 resultados');
    const [law, lease, repealed, scan] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    const lawLink = within(law).getByRole('link', { name: 'LAU · Art. 36. Fianza' });
    await expect(lawLink).toHaveAttribute('href', lauResult.href);
    await expect(within(law).getByText('Legislación')).toBeVisible();
    await expect(within(law).getByText('Relevancia 94 %')).toBeVisible();
    // The title of the part of the law it sits in.
    await expect(within(law).getByText('TÍTULO IV. Disposiciones comunes')).toBeVisible();
    await expect(within(law).queryByText(/^Pág/)).toBeNull();
    // The passage is a window of the article, cut with '…', the matched words marked.
    const passage = law.querySelector('[data-slot="search-result-passage"]')!;
    await expect(passage.textContent!.length).toBeLessThanOrEqual(320);
    await expect(passage.textContent).toMatch(/…$/);
    await expect(lauResult.text.length).toBeGreaterThan(320);
    const marks = Array.from(passage.querySelectorAll('mark'), (m) => m.textContent!.toLowerCase());
    await expect(marks).toContain('fianza');

    await expect(within(lease).getByRole('link', { name: 'contrato-arrendamiento.pdf' })).toBeVisible();
    await expect(within(lease).getByText('Documento')).toBeVisible();
    await expect(within(lease).getByText('Págs. 3–4')).toBeVisible();
    await expect(within(repealed).getByText('Derogada')).toBeVisible();
    await expect(within(repealed).getByRole('link', { name: /· Art\. 105$/ })).toBeVisible();
    // Without a link the title is still a button that opens the result.
    await expect(within(scan).getByRole('button', { name: 'recibi-fianza-escaneado.pdf' })).toBeVisible();
    await expect(within(scan).getByText('OCR')).toBeVisible();

    await expect(canvas.getByRole('searchbox', { name: 'Consulta' })).toHaveValue(sampleQuery);
    await expect(canvas.getByRole('radio', { name: 'Todo' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Norma' })).toHaveTextContent('Todas las normas');
    await expect(canvas.queryByRole('combobox', { name: 'Caso' })).toBeNull();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Before the first search: a hint and example questions as chips. */
export const Idle: Story = {
  args: { query: '', status: 'idle', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Resultados' })).toBeNull();
    const examples = canvas.getByRole('list', { name: 'Ejemplos' });
    await expect(
      within(examples)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['¿Cuánto puede pedir el casero de fianza?', 'art. 1902 CC', 'plazo para recurrir una multa']);
  },
};

/** An example chip fills the box and searches it. */
export const ExampleSearches: Story = {
  tags: ['test-only'],
  args: { query: '', status: 'idle', results: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'art. 1902 CC' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('art. 1902 CC');
    await expect(args.onSearch).toHaveBeenLastCalledWith('art. 1902 CC');
    await expect(canvas.getByRole('searchbox', { name: 'Consulta' })).toHaveValue('art. 1902 CC');
  },
};

/** Typing: the parent searches as the user types; skeletons and 'Buscando…' meanwhile. */
export const Loading: Story = {
  args: { query: 'fianza', status: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando…');
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeEnabled();
    await expect(canvas.queryByRole('list', { name: 'Resultados' })).toBeNull();
  },
};

/** Nothing matched: 'No se encontraron resultados'. */
export const Empty: Story = {
  args: { query: 'xyzzy', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No se encontraron resultados' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resultados');
  },
};

/** A blank query is not ignored: 'Escribe qué quieres buscar.' (the server's message). */
export const EmptyQuery: Story = {
  args: { query: '', status: 'empty-query', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Escribe qué quieres buscar.' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Escribe qué quieres buscar.');
  },
};

// skip-visual: the end state (a blank box) is the 'EmptyQuery' showcase once the parent answers.
/** Enter on a blank box reports the blank query, so the parent can say so. */
export const BlankQueryIsReported: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { query: '', status: 'idle', results: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Consulta' }), '   {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** The search failed: 'Error en la búsqueda.' (spec §8) with 'Reintentar'; no result is left on screen. */
export const Error: Story = {
  args: { status: 'error', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error en la búsqueda.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

// skip-visual: the end state is the 'Error' showcase (the parent decides what retrying shows).
/** 'Reintentar' calls `onRetry`. */
export const RetryCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { status: 'error', results: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The public legislation is not loaded yet: what that means and how to load it. */
export const LegislationNotLoaded: Story = {
  args: { query: '', status: 'idle', results: [], legislationAvailable: false },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'La legislación pública aún no está cargada' });
    await expect(notice).toHaveTextContent(
      'Un administrador puede importarla desde Administración o con npm run sync:legislation.',
    );
    await expect(within(notice).queryByRole('button')).toBeNull();
  },
};

/** The same, for an admin: 'Importar legislación'. */
export const LegislationNotLoadedAdmin: Story = {
  args: {
    query: '',
    status: 'idle',
    results: [],
    legislationAvailable: false,
    onImportLegislation: fn(),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'La legislación pública aún no está cargada' });
    await expect(within(notice).getByRole('button', { name: 'Importar legislación' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'LegislationNotLoadedAdmin' showcase.
/** 'Importar legislación' calls `onImportLegislation`. */
export const ImportLegislationCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: LegislationNotLoadedAdmin.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Importar legislación' }));
    await expect(args.onImportLegislation).toHaveBeenCalledTimes(1);
  },
};

/** 'Un caso': the case select beside the law filter. */
export const CaseScope: Story = {
  args: { scope: 'caso', caseId: 'c2', lawId: 'BOE-A-1994-26003' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Un caso' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Caso' })).toHaveTextContent(
      'Reclamación de fianza — García',
    );
    await expect(canvas.getByRole('combobox', { name: 'Norma' })).toHaveTextContent(
      'LAU · Ley 29/1994, de Arrendamientos Urbanos',
    );
  },
};

/** The scope control reports its value; 'Mis documentos' hides the law filter, 'Un caso' shows the case. */
export const ScopeChangeReportsScope: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mis documentos' }));
    await expect(args.onScopeChange).toHaveBeenLastCalledWith('documentos');
    await expect(canvas.queryByRole('combobox', { name: 'Norma' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Un caso' }));
    await expect(args.onScopeChange).toHaveBeenLastCalledWith('caso');
    await expect(canvas.getByRole('combobox', { name: 'Caso' })).toHaveTextContent('Elige un caso');
    await expect(canvas.getByRole('combobox', { name: 'Norma' })).toBeVisible();
  },
};

/** ArrowDown/ArrowUp move between results, Enter opens one, Escape returns to the box. */
export const KeyboardNavigation: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Consulta' });
    const openers = resultItems(canvas).map((li) =>
      li.querySelector<HTMLElement>('[data-slot="search-result-open"]')!,
    );
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    await expect(openers[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(openers[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(openers[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(results[1]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenLastCalledWith(results[3]);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(box).toHaveFocus();
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Enter and 'Buscar' search the trimmed query. */
export const SearchingReportsQuery: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Consulta' });
    await userEvent.clear(field);
    await userEvent.type(field, '  desahucio  {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('desahucio');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('  desahucio  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

/** A chunk without content or metadata shows the spec's defaults; no pages, no method. */
export const UnknownSource: Story = {
  args: { results: [unknownResult] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Documento desconocido' })).toBeVisible();
    await expect(canvas.getByText('Fuente desconocida')).toBeVisible();
    await expect(canvas.getByText('Sin contenido disponible')).toBeVisible();
    await expect(canvas.queryByText(/^Pág/)).toBeNull();
  },
};

const messy = results[1]!;

/** Overlapping, touching, reversed and out-of-range offsets never duplicate or lose text. */
export const MessyHighlights: Story = {
  args: {
    results: [
      {
        ...messy,
        highlights: [
          { start: 0, end: 8 },
          { start: 5, end: 16 },
          { start: 16, end: 23 },
          { start: 10, end: 5 },
          { start: -4, end: 2 },
          { start: 190, end: 999 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const passage = canvasElement.querySelector('[data-slot="search-result-passage"]')!;
    await expect(passage.textContent).toBe(messy.text);
    await expect(Array.from(passage.querySelectorAll('mark'), (m) => m.textContent)).toEqual([
      messy.text.slice(0, 23),
      messy.text.slice(190),
    ]);
    await expect(highlightSegments('', [{ start: 0, end: 3 }])).toEqual([{ text: '', marked: false }]);
  },
};

/** A long passage is cut to a window with '…'; long names and references wrap. */
export const LongContent: Story = {
  args: { results: longResults },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="search-panel"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByText('Págs. 7–9')).toBeVisible();
    const passage = canvasElement.querySelector('[data-slot="search-result-passage"]')!;
    await expect(passage.textContent!.length).toBeLessThanOrEqual(320);
    await expect(passage.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
