import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { ApiReference, apiReferenceStates } from './ApiReference';
import { longDocument, sampleDocument } from './ApiReference.fixtures';

const meta = {
  title: 'Fragments/Cuenta y planes/ApiReference',
  id: 'fragments-apireference',
  component: ApiReference,
  args: {
    state: 'ready',
    document: sampleDocument,
    origin: 'https://app.alegato.es',
    documentHref: 'https://app.alegato.es/api/openapi.json',
    onRetry: fn(),
    onFilterChange: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: apiReferenceStates } },
  parameters: {
    viewport: { options: storyViewports },
    docs: { story: { inline: false, iframeHeight: 900 } },
  },
} satisfies Meta<typeof ApiReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The intro with the curl example, then the operations grouped by tag. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Authorization: Bearer alg_…')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ejemplo con curl' })).toHaveTextContent(
      'curl -H "Authorization: Bearer alg_…" https://app.alegato.es/cases',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('10 operaciones');
    const cases = canvas.getByRole('region', { name: 'Operaciones de Casos' });
    await expect(within(cases).getAllByRole('article')).toHaveLength(4);

    // The description's Markdown list, bold and code.
    await expect(canvas.getByText('Respuestas', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText('{code, message}', { selector: 'code' })).toBeVisible();
    const create = canvas.getByRole('article', { name: 'POST /api/api-keys' });
    // Managing keys takes the session, not a key.
    await expect(create).toHaveTextContent('Token de la sesión (Bearer)');
    await expect(create).not.toHaveTextContent('Clave de API (Bearer');
    const body = within(create).getByRole('table');
    const rows = within(body).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      /name.*string.*Obligatorio.*mín\. 1 caracteres; máx\. 80 caracteres/,
    );
    await expect(rows[2]).toHaveTextContent(/expires_in_days.*integer \| null.*Opcional.*≥ 1; ≤ 365/);

    const doc = canvas.getByRole('article', { name: 'GET /api/openapi.json' });
    await expect(doc).toHaveTextContent('Pública, sin autenticación');
    const getCase = canvas.getByRole('article', { name: 'GET /cases/{id}' });
    await expect(within(getCase).getByRole('table')).toHaveTextContent(
      /id.*path.*string \(uuid\).*Obligatorio/,
    );
    await expect(canvas.getByRole('link', { name: 'Descargar openapi.json' })).toHaveAttribute(
      'href',
      'https://app.alegato.es/api/openapi.json',
    );
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { state: 'loading', document: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="api-reference"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { state: 'error', document: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se ha podido cargar la referencia de la API.',
    );
  },
};

/** Test: 'Reintentar' in the error state calls onRetry. */
// skip-visual: the end state is the 'Error' showcase.
export const RetryAfterError: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', document: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The filter narrows the operations (accents and case ignored). */
export const Filtered: Story = {
  args: { defaultFilter: 'legislacion' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 de 10 operaciones');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Nothing matches the filter. */
export const Empty: Story = {
  args: { defaultFilter: 'facturas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ninguna operación coincide con el filtro.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Test: typing in the filter reports the text and narrows the list. */
// skip-visual: the end state is the 'Filtered' showcase.
export const TypeFilter: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: /Filtrar operaciones/ }), 'delete');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('delete');
    const articles = canvas.getAllByRole('article');
    await expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      'DELETE /cases/{id}',
      'DELETE /api/api-keys/{id}',
    ]);
  },
};

/** Many operations with long paths and summaries. */
export const LongContent: Story = { args: { document: longDocument } };

/** At phone width: tables scroll sideways inside their block. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow' } } };
