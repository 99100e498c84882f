import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as es from '../../i18n/es';
import { storyViewports } from '../../tokens/viewports';
import { ReviewGrid, type ReviewGridProps } from './ReviewGrid';
import { sixQuestions, twoJudgments, twoJudgmentsQuestions } from './ReviewGrid.fixtures';

/** Holds the questions text (the fragment is controlled) and still reports to the args. */
function Interactive(args: ReviewGridProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ReviewGrid
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/Casos/ReviewGrid',
  // Story ids keep the ungrouped form of the other fragments (visual baselines and links key on them).
  id: 'fragments-reviewgrid',
  component: ReviewGrid,
  render: (args) => <Interactive {...args} />,
  args: {
    value: twoJudgmentsQuestions,
    result: twoJudgments,
    onValueChange: fn(),
    onCompare: fn(),
    onDownload: fn(),
    onRetry: fn(),
    loading: false,
    downloading: false,
    error: null,
    noDocuments: false,
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof ReviewGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two judgments, three questions: each answer with its page; the second does not say the costs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cuadro de revisión' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Respuestas por documento' });
    const rows = within(table).getAllByRole('row');
    // The header and one row per document.
    await expect(rows).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'STS_2384_2025.pdf' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Pregunta 3.*costas/ })).toBeVisible();
    const stsj = within(rows[2]!).getAllByRole('cell');
    await expect(stsj[0]).toHaveTextContent('Ponente: ALEJANDRO ROA NONIDEPág. 1');
    await expect(stsj[2]).toHaveTextContent('No consta');
    await expect(stsj[2]).toHaveAttribute('data-found', 'false');
    await expect(canvas.getByRole('button', { name: 'Descargar CSV' })).toBeEnabled();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Test: 'Comparar documentos' sends the questions, trimmed, blank lines dropped. */
export const Compare: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { value: '', result: null },
  play: async ({ canvas, args }) => {
    const compare = canvas.getByRole('button', { name: 'Comparar documentos' });
    await expect(compare).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: 'Preguntas' });
    await userEvent.type(field, '  ¿Quién es el ponente?{Enter}{Enter}¿Se imponen las costas?  ');
    await userEvent.click(compare);
    await expect(args.onCompare).toHaveBeenCalledWith(['¿Quién es el ponente?', '¿Se imponen las costas?']);
  },
};

/** Test: 'Añadir preguntas frecuentes' appends the ones missing, one per line. */
export const AddFrequent: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { value: '¿Quién es el ponente?', result: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir preguntas frecuentes' }));
    const expected = es.cases.reviewGrid.frequent.join('\n');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expected);
    await expect(canvas.getByRole('textbox', { name: 'Preguntas' })).toHaveValue(expected);
  },
};

/** Test: 'Descargar CSV' calls back. */
export const Download: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar CSV' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** No comparison yet: the editor and what the grid does. */
export const NoResult: Story = {
  args: { value: '', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Una por línea, hasta 10.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The case has no ready document: nothing to compare yet. */
export const Empty: Story = {
  args: { noDocuments: true, result: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'No hay documentos listos para comparar' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Comparar documentos' })).toBeNull();
  },
};

/** The documents are being asked: the editor waits, the table is a placeholder. */
export const Loading: Story = {
  args: { loading: true, result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Comparando documentos…');
    await expect(canvas.getByRole('button', { name: 'Comparando documentos…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Preguntas' })).toHaveAttribute('readonly');
  },
};

/** The comparison failed: the error box with 'Reintentar'. */
export const Error: Story = {
  args: { error: 'No se pudo conectar con el servidor.', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron comparar los documentos');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { error: 'No se pudo conectar con el servidor.', result: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Eleven questions, one too long: the field says why and 'Comparar documentos' waits. */
export const TooManyQuestions: Story = {
  args: {
    value: Array.from({ length: 11 }, (_, i) => `¿Pregunta ${i + 1}?`).join('\n'),
    result: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hay demasiadas preguntas: el máximo es 10.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Comparar documentos' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Añadir preguntas frecuentes' })).toBeDisabled();
  },
};

/** The CSV is being prepared. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Preparando CSV…' })).toBeDisabled();
  },
};

/** Six questions with long answers, one on two pages: the table scrolls sideways inside its frame. */
export const LongContent: Story = {
  args: { value: sixQuestions.questions.join('\n'), result: sixQuestions },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Págs. 2, 4')).toBeVisible();
    const scroll = canvas.getByRole('region', { name: 'Respuestas por documento' });
    await expect(scroll).toHaveAttribute('tabindex', '0');
    const grid = canvas.getByRole('region', { name: 'Cuadro de revisión' });
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

/** Phone width: the document column stays while the answers scroll sideways (a focusable region). */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const scroll = canvas.getByRole('region', { name: 'Respuestas por documento' });
    await expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    await expect(scroll).toHaveAttribute('tabindex', '0');
    const rowHeader = canvas.getByRole('rowheader', { name: 'STS_2384_2025.pdf' });
    await expect(getComputedStyle(rowHeader).position).toBe('sticky');
  },
};

/** Test: on a phone the table's scroll region takes the keyboard focus after the download button. */
export const ScrollWithKeyboard: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Descargar CSV' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Respuestas por documento' })).toHaveFocus();
  },
};
