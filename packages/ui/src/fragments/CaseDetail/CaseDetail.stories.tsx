import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../../primitives/Text';
import { storyViewports } from '../../tokens/viewports';
import {
  caseNow,
  dismissalCase,
  inheritanceCase,
  leaseCase,
  longCase,
  pendingCase,
} from '../CaseCard/CaseCard.fixtures';
import { CaseDetail } from './CaseDetail';

const meta = {
  title: 'Fragments/Casos/CaseDetail',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-casedetail',
  component: CaseDetail,
  args: {
    item: inheritanceCase,
    now: caseNow,
    backHref: '/cases',
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
    documents: (
      <Text tone="muted" size="sm">
        (Aquí la app coloca la lista de documentos del caso.)
      </Text>
    ),
  },
  argTypes: { documents: { control: false } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof CaseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, the back link, the actions and the documents slot. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volver a casos' })).toHaveAttribute('href', '/cases');
    await expect(canvas.getByRole('heading', { level: 1, name: inheritanceCase.title })).toBeVisible();
    await expect(canvas.getByText('En curso')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'maria.ruiz@example.es' })).toHaveAttribute(
      'href',
      'mailto:maria.ruiz@example.es',
    );
    await expect(canvas.getByRole('link', { name: '+34 612 345 678' })).toHaveAttribute(
      'href',
      'tel:+34612345678',
    );
    await expect(canvas.getByText('Juzgado de Primera Instancia n.º 4 de Madrid')).toBeVisible();
    await expect(canvas.getByText('12/12/2026')).toBeVisible();
    await expect(canvas.getByText(inheritanceCase.notes!)).toBeVisible();
    const documents = canvas.getByRole('region', { name: 'Documentos' });
    await expect(documents).toHaveTextContent('3 documentos');
    await expect(documents).toHaveTextContent('lista de documentos');
    await expect(canvas.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  },
};

/** Test: 'Editar' and 'Eliminar' call their callbacks. */
// skip-visual: the end state is the 'Default' showcase with 'Eliminar' focused.
export const ActionsReport: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Overdue, urgent, few fields filled. */
export const Overdue: Story = {
  args: { item: dismissalCase },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vencido')).toBeVisible();
    await expect(canvas.getByText('Prioridad urgente')).toBeVisible();
  },
};

/** Almost nothing filled in: dashes, 'Sin cliente', no documents. */
export const Empty: Story = {
  args: { item: leaseCase, documents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin cliente')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Documentos' })).toHaveTextContent('0 documentos');
  },
};

/** A case still being created: busy, no actions. */
export const Saving: Story = {
  args: { item: { ...leaseCase, ...pendingCase } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { item: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando caso...');
  },
};

/** The cases could not be loaded: the message and 'Reintentar'. */
export const Error: Story = {
  args: { item: null, error: 'No se pudieron cargar los casos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se pudieron cargar los casos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls `onRetry`. */
// skip-visual: the end state is the 'Error' showcase with 'Reintentar' focused.
export const ErrorRetryReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { item: null, error: 'No se pudieron cargar los casos.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No such case (or not the user's). */
export const NotFound: Story = {
  args: { item: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Caso no encontrado' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a casos' })).toBeVisible();
  },
};

/** Long title, client, e-mail, tags and notes wrap. */
export const LongContent: Story = {
  args: { item: longCase },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="case-detail"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone: one field per row, actions under the title. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
