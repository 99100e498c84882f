import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ArticleViewer, articleViewerStatuses, type ArticleViewerProps } from './ArticleViewer';
import {
  article1,
  article36,
  lau,
  lauToc,
  longArticle,
  next1,
  next36,
  previous36,
  repealedArticle,
  repealedNorm,
  repealedToc,
} from './ArticleViewer.fixtures';

/** Holds `copied` as the app does (set on copy) and still reports to the args. */
function Interactive(args: ArticleViewerProps) {
  const [copied, setCopied] = useState(args.copied ?? false);
  return (
    <ArticleViewer
      {...args}
      copied={copied}
      onCopyCitation={(citation) => {
        args.onCopyCitation(citation);
        setCopied(true);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Documentos/ArticleViewer',
  // Fragment ids follow the ungrouped 'Fragments/<Name>' title, like every other fragment.
  id: 'fragments-articleviewer',
  component: ArticleViewer,
  render: (args) => <Interactive {...args} />,
  args: {
    status: 'ready',
    norm: lau,
    toc: lauToc,
    current: article36,
    previous: previous36,
    next: next36,
    onNavigate: fn(),
    citation: 'art. 36 LAU',
    onCopyCitation: fn(),
    copied: false,
    onRetry: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: articleViewerStatuses } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ArticleViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * LAU art. 36: the table of contents with the article marked, the paragraphs, the editorial note,
 * previous and next, 'Copiar cita', 'Ver en el BOE' and the attribution.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: lau.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Artículo 36. Fianza' })).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Índice de la norma' });
    const current = within(toc).getByRole('link', { name: 'Artículo 36. Fianza' });
    await expect(current).toHaveAttribute('aria-current', 'location');
    await expect(current).toHaveAttribute('href', '#articulo-36');
    await expect(
      within(toc)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-current')),
    ).toHaveLength(1);
    // The list scrolls so that the current entry is in view.
    await waitFor(() => {
      const list = toc.querySelector('ol')!.getBoundingClientRect();
      const entry = current.getBoundingClientRect();
      expect(entry.top).toBeGreaterThanOrEqual(list.top);
      expect(entry.bottom).toBeLessThanOrEqual(list.bottom);
    });
    // Paragraphs split on blank lines.
    const text = canvasElement.querySelector('[data-slot="article-viewer-text"]')!;
    await expect(text.querySelectorAll('p')).toHaveLength(4);
    await expect(text.querySelector('p')!.textContent).toMatch(/^1\. A la celebración del contrato/);
    await expect(canvas.getByRole('complementary', { name: 'Notas' })).toHaveTextContent(
      'Real Decreto-ley 7/2019',
    );
    const pager = canvas.getByRole('navigation', { name: 'Artículo anterior y siguiente' });
    await expect(within(pager).getByRole('link', { name: /Anterior.*Artículo 35/ })).toBeVisible();
    await expect(within(pager).getByRole('link', { name: /Siguiente.*Artículo 37/ })).toBeVisible();
    const boe = canvas.getByRole('link', { name: /Ver en el BOE/ });
    await expect(boe).toHaveAttribute('href', lau.sourceUrl);
    await expect(boe).toHaveAttribute('target', '_blank');
    await expect(boe).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(lau.attribution)).toBeVisible();
    await expect(canvas.getByText('Última actualización: 22/05/2023')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar cita' })).toBeEnabled();
    await expect(canvas.queryByText('Derogada')).toBeNull();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Just copied: 'Cita copiada', announced (spec §9: shown 1500 ms; the parent clears it). */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cita copiada' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cita copiada');
  },
};

/** 'Copiar cita' hands the citation to the parent. */
export const CopyCitationCallsBack: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar cita' }));
    await expect(args.onCopyCitation).toHaveBeenCalledWith('art. 36 LAU');
    await expect(canvas.getByRole('button', { name: 'Cita copiada' })).toBeVisible();
  },
};

// skip-visual: nothing changes on screen (the parent navigates); the end state is 'Default'.
/** The table of contents and previous/next report the anchor instead of jumping. */
export const NavigateCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    const toc = canvas.getByRole('navigation', { name: 'Índice de la norma' });
    await userEvent.click(within(toc).getByRole('link', { name: 'Artículo 9. Plazo mínimo' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('articulo-9');
    const pager = canvas.getByRole('navigation', { name: 'Artículo anterior y siguiente' });
    await userEvent.click(within(pager).getByRole('link', { name: /Siguiente/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('articulo-37');
    await userEvent.click(within(pager).getByRole('link', { name: /Anterior/ }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('articulo-35');
    await expect(window.location.hash).not.toBe('#articulo-35');
  },
};

/** Every apartado, a lettered list on its own lines, several notes and an unbroken URL. */
export const LongContent: Story = {
  args: { current: longArticle },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="article-viewer"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const text = canvasElement.querySelector('[data-slot="article-viewer-text"]')!;
    await expect(text.querySelectorAll('p')).toHaveLength(7);
    const notes = canvasElement.querySelectorAll('[data-slot="article-viewer-notes"] p');
    await expect(notes).toHaveLength(3);
  },
};

/** The first article: no 'Anterior'. */
export const FirstArticle: Story = {
  args: { current: article1, previous: null, next: next1, citation: 'art. 1 LAU' },
  play: async ({ canvas }) => {
    const pager = canvas.getByRole('navigation', { name: 'Artículo anterior y siguiente' });
    await expect(within(pager).queryByRole('link', { name: /Anterior/ })).toBeNull();
    await expect(within(pager).getByRole('link', { name: /Siguiente/ })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Notas' })).toBeNull();
  },
};

/** A repealed norm: 'Derogada' badge and warning; no short name; articles numbered in words. */
export const NotInForce: Story = {
  args: {
    norm: repealedNorm,
    toc: repealedToc,
    current: repealedArticle,
    previous: { anchor: 'articulo-104', heading: 'Artículo ciento cuatro' },
    next: { anchor: 'articulo-106', heading: 'Artículo ciento seis' },
    citation: 'art. 105 Decreto 4104/1964',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Derogada')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Norma derogada');
    await expect(canvas.queryByText(/Última actualización/)).toBeNull();
  },
};

/** Loading: skeletons, 'Cargando artículo...' announced. */
export const Loading: Story = {
  args: { status: 'loading', norm: null, toc: [], current: null, previous: null, next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando artículo...');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The article could not be loaded: 'Reintentar'. */
export const Error: Story = {
  args: { status: 'error', norm: null, toc: [], current: null, previous: null, next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error cargando el artículo');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Error' showcase.
/** 'Reintentar' calls `onRetry`. */
export const RetryCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: Error.args,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No such norm or article. */
export const NotFound: Story = {
  args: { status: 'not-found', norm: null, toc: [], current: null, previous: null, next: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Artículo no encontrado' })).toBeVisible();
  },
};

/** Phone: the table of contents collapses behind 'Mostrar índice'. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar índice' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const toc = canvas.getByRole('navigation', { name: 'Índice de la norma' });
    await expect(within(toc).queryByRole('link', { name: 'Artículo 36. Fianza' })).toBeNull();
  },
};

/** Phone, with the table of contents open. */
export const NarrowTocOpen: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { defaultTocOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ocultar índice' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Artículo 36. Fianza' })).toBeVisible();
  },
};

/** On a phone, 'Mostrar índice' opens the table of contents and 'Ocultar índice' closes it. */
export const TocToggles: Story = {
  tags: ['test-only'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar índice' }));
    await expect(canvas.getByRole('link', { name: 'Artículo 1. Ámbito de aplicación' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar índice' }));
    await expect(canvas.queryByRole('link', { name: 'Artículo 1. Ámbito de aplicación' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar índice' }));
  },
};
