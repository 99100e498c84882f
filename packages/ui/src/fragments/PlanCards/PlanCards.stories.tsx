import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { PlanCards, planCardsModes, planCardsStates } from './PlanCards';
import { planCardFixtures } from './PlanCards.fixtures';

const meta = {
  // On /subscription; the id keys the visual baselines.
  title: 'Fragments/Cuenta y planes/PlanCards',
  id: 'fragments-plancards',
  component: PlanCards,
  args: {
    state: 'ready',
    plans: planCardFixtures,
    currentPlan: 'estudiante',
    mode: 'demo',
    onChoosePlan: fn(),
    onManageBilling: fn(),
    onRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: planCardsStates },
    mode: { control: 'inline-radio', options: planCardsModes },
    currentPlan: { control: 'select', options: planCardFixtures.map((p) => p.id) },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('listitem', { name });

/** Demo mode, on the free plan: the four plans, prices, features and the demo notice. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Planes de suscripción' })).toBeVisible();
    await expect(canvas.getByText('Modo demostración: no se realiza ningún cobro')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Planes disponibles' });
    await expect(
      within(list).getAllByRole('listitem', { name: /^(Estudiante|Individual|Despacho|Empresarial)$/ }),
    ).toHaveLength(4);
    const estudiante = card(canvasElement, 'Estudiante');
    await expect(estudiante).toHaveAttribute('data-current', 'true');
    await expect(estudiante).toHaveTextContent('Gratis');
    await expect(within(estudiante).getByRole('button', { name: 'Plan actual' })).toBeDisabled();
    await expect(within(estudiante).getAllByRole('img', { name: 'No incluido' })).toHaveLength(5);
    await expect(
      within(card(canvasElement, 'Despacho')).getAllByRole('img', { name: 'Incluido' }),
    ).toHaveLength(4);
    const individual = card(canvasElement, 'Individual');
    await expect(individual).toHaveTextContent('99 €/mes');
    await expect(individual).toHaveTextContent('Análisis al mes50');
    await expect(
      within(individual).getByRole('button', { name: 'Cambiar a este plan: Individual' }),
    ).toBeEnabled();
    await expect(card(canvasElement, 'Empresarial')).toHaveTextContent('Análisis al mesilimitados');
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {}, headingLevel: 3, pendingPlan: null } };

/** Each plan as the current one. */
export const IndividualCurrent: Story = {
  args: { currentPlan: 'individual' },
  play: async ({ canvasElement }) => {
    const individual = card(canvasElement, 'Individual');
    await expect(individual).toHaveAttribute('data-current', 'true');
    await expect(within(individual).getByText('Tu plan')).toBeVisible();
    await expect(
      within(card(canvasElement, 'Estudiante')).getByRole('button', {
        name: 'Cambiar a este plan: Estudiante',
      }),
    ).toBeEnabled();
  },
};

/** Despacho is the user's plan. */
export const DespachoCurrent: Story = { args: { currentPlan: 'despacho' } };

/** Empresarial is the user's plan. */
export const EmpresarialCurrent: Story = { args: { currentPlan: 'empresarial' } };

/** With Stripe: the payment note and 'Gestionar facturación'. */
export const Stripe: Story = {
  args: { mode: 'stripe', currentPlan: 'despacho' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Modo demostración: no se realiza ningún cobro')).toBeNull();
    await expect(canvas.getByText(/El pago se realiza de forma segura con Stripe/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gestionar facturación' })).toBeEnabled();
  },
};

/** A change under way: the chosen plan's button waits, the others are disabled. */
export const Changing: Story = {
  args: { pendingPlan: 'despacho' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Planes de suscripción' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(card(canvasElement, 'Despacho')).getByRole('button')).toHaveTextContent(
      'Cambiando de plan…',
    );
    await expect(
      within(card(canvasElement, 'Individual')).getByRole('button', {
        name: 'Cambiar a este plan: Individual',
      }),
    ).toBeDisabled();
  },
};

/** Without `onChoosePlan`: the plan table alone. */
export const ReadOnly: Story = {
  args: { onChoosePlan: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The plans are loading. */
export const Loading: Story = {
  args: { state: 'loading', plans: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Planes de suscripción' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Cargando planes...');
  },
};

/** The plans could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido cargar los planes.');
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Test: choosing a plan calls back with its id; the page then marks it current. */
// skip-visual: interaction; the end state is the 'IndividualCurrent' showcase.
export const ChoosePlan: Story = {
  tags: ['test-only', 'skip-visual'],
  render: function Render(args) {
    const [current, setCurrent] = useState(args.currentPlan ?? null);
    return (
      <PlanCards
        {...args}
        currentPlan={current}
        onChoosePlan={(id) => {
          args.onChoosePlan?.(id);
          setCurrent(id);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(card(canvasElement, 'Individual')).getByRole('button', {
        name: 'Cambiar a este plan: Individual',
      }),
    );
    await expect(args.onChoosePlan).toHaveBeenCalledWith('individual');
    await expect(card(canvasElement, 'Individual')).toHaveAttribute('data-current', 'true');
    await expect(
      within(card(canvasElement, 'Individual')).getByRole('button', { name: 'Plan actual' }),
    ).toBeDisabled();
  },
};

/** Test: 'Gestionar facturación' calls back. */
// skip-visual: interaction only.
export const ManageBilling: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { mode: 'stripe' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gestionar facturación' }));
    await expect(args.onManageBilling).toHaveBeenCalledTimes(1);
  },
};

/** Test: 'Reintentar' calls back. */
// skip-visual: the end state is the 'Error' showcase with the button focused.
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', plans: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone width: one plan per row. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
