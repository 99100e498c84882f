import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { storyViewports } from '../../tokens/viewports';
import { CaseCard } from './CaseCard';
import {
  caseNow,
  dismissalCase,
  inheritanceCase,
  leaseCase,
  longCase,
  pendingCase,
} from './CaseCard.fixtures';

const meta = {
  title: 'Fragments/Casos/CaseCard',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-casecard',
  component: CaseCard,
  args: { item: inheritanceCase, now: caseNow, onEdit: fn(), onDelete: fn() },
  parameters: { viewport: { options: storyViewports } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: vars.size.contentNarrow }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title link, client, badges, tags, documents, due date, updated time, and the two actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('link', { name: inheritanceCase.title })).toHaveAttribute(
      'href',
      '/cases?caso=case-herencia',
    );
    await expect(canvas.getByText('María Ruiz Ortega')).toBeVisible();
    await expect(canvas.getByText('En curso')).toBeVisible();
    await expect(canvas.getByText('Prioridad alta')).toBeVisible();
    await expect(canvas.getByText('3 documentos')).toBeVisible();
    await expect(canvas.getByText('Vence el 12/12/2026')).toBeVisible();
    await expect(canvas.getByText('Actualizado hace 2 horas')).toBeVisible();
    await expect(card).not.toHaveAttribute('aria-busy');
    await expect(
      canvas.getByRole('button', { name: `Editar el caso ${inheritanceCase.title}` }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Eliminar el caso ${inheritanceCase.title}` }),
    ).toBeVisible();
  },
};

/** Test: 'Editar' and 'Eliminar' report the case id. */
// skip-visual: the end state is the 'Default' showcase with the delete action focused.
export const ActionsReportId: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Editar el caso ${inheritanceCase.title}` }));
    await expect(args.onEdit).toHaveBeenCalledWith('case-herencia');
    await userEvent.click(canvas.getByRole('button', { name: `Eliminar el caso ${inheritanceCase.title}` }));
    await expect(args.onDelete).toHaveBeenCalledWith('case-herencia');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Due date passed: 'Vencido' in the critical tone. */
export const Overdue: Story = {
  args: { item: dismissalCase },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Vencido')).toBeVisible();
    await expect(canvas.getByText('1 documento')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="case-card-due"]')).toHaveAttribute(
      'data-state',
      'overdue',
    );
  },
};

/** Nothing optional: 'Sin cliente', no tags, no due date, no actions. */
export const Empty: Story = {
  args: { item: leaseCase, onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin cliente')).toBeVisible();
    await expect(canvas.getByText('0 documentos')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An optimistic case being saved: busy, 'Guardando…', no link and no actions. */
export const Loading: Story = {
  args: { item: pendingCase },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Guardando…')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Long title, client and tags wrap inside the card. */
export const LongContent: Story = {
  args: { item: longCase },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="case-card"]');
    await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth);
  },
};

/** Phone. */
export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
