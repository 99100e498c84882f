import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { despachoRows } from '../VerificationGrid/VerificationGrid.fixtures';
import { MembershipPanel, membershipPanelStates, type MembershipPanelProps } from './MembershipPanel';
import { debugJson, membershipPlans, remainingMs } from './MembershipPanel.fixtures';

const meta = {
  // At /admin/memberships; the id keys the visual baselines.
  title: 'Fragments/Administración/MembershipPanel',
  id: 'fragments-membershippanel',
  component: MembershipPanel,
  args: {
    state: 'ready',
    plans: membershipPlans,
    ownPlan: 'individual',
    simulatedPlan: 'despacho',
    remainingMs,
    verification: { state: 'ready', rows: despachoRows, planName: 'Despacho' },
    debugJson,
    onSimulate: fn(),
    onRestore: fn(),
    onRetry: fn(),
    onRunTests: fn(),
    onClearTests: fn(),
    onDebugOpenChange: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: membershipPanelStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof MembershipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Simulating Despacho (the admin's own plan is Individual), time left, the grid all ✓. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const plans = within(canvas.getByRole('list', { name: 'Planes' })).getAllByRole('button');
    await expect(plans).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /^Simular el plan Despacho/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /^Simular el plan Individual/ })).toHaveTextContent(
      'Tu plan',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Simulando el plan Despacho; tu plan real es Individual.',
    );
    await expect(canvas.getByText('Tiempo restante: 1 h 42 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restaurar plan original' })).toBeEnabled();
    await expect(canvas.getByText('9 de 9 comprobaciones correctas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Debug Consola' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {}, debugOpen: false } };

/** No simulation: the own plan, nothing to restore, no run yet. */
export const NotSimulating: Story = {
  args: { simulatedPlan: null, remainingMs: null, verification: { state: 'idle' }, debugJson: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay ninguna simulación activa: usas tu plan real.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restaurar plan original' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Limpiar Tests' })).toBeDisabled();
    for (const button of within(canvas.getByRole('list', { name: 'Planes' })).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  },
};

/** The debug console open with the last run's JSON. */
export const DebugOpen: Story = {
  args: { debugOpen: true },
  play: async ({ canvas }) => {
    const debug = canvas.getByRole('region', { name: 'Última ejecución (JSON)' });
    await expect(debug).toHaveTextContent('"capability": "pdf"');
    await expect(canvas.getByRole('button', { name: 'Debug Consola' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The tests are running: the grid waits, 'Ejecutar Tests' too. */
export const Running: Story = {
  args: { verification: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ejecutar Tests' })).toBeDisabled();
  },
};

/** A simulation change failed: the spec's message. */
export const ActionError: Story = {
  args: { simulatedPlan: null, remainingMs: null, errorMessage: 'Error al cambiar plan temporalmente' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cambiar plan temporalmente');
  },
};

/** Loading the simulation. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Simulación de planes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: 'Planes' })).toBeNull();
  },
};

/** The simulation could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido cargar la simulación.');
  },
};

/** The server refused the simulation (not an admin): its message instead of the generic one. */
export const Refused: Story = {
  args: {
    state: 'error',
    errorMessage: 'Solo un administrador puede usar esta función.',
    onRetry: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Solo un administrador puede usar esta función.',
    );
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

/** Long plan names and the debug console with a long run wrap or scroll inside the panel. */
export const LongContent: Story = {
  args: {
    debugOpen: true,
    plans: membershipPlans.map((p) => ({ ...p, name: `${p.name} con un nombre comercial muy largo` })),
  },
};

/** Phone width: the cards stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Controlled in the story: clicking a card simulates it, restore ends it, the console toggles. */
function Interactive(props: MembershipPanelProps) {
  const [simulated, setSimulated] = useState<string | null>(null);
  const [debugOpen, setDebugOpen] = useState(false);
  return (
    <MembershipPanel
      {...props}
      simulatedPlan={simulated}
      remainingMs={simulated ? 7_200_000 : null}
      debugOpen={debugOpen}
      onSimulate={(plan) => {
        props.onSimulate(plan);
        setSimulated(plan);
      }}
      onRestore={() => {
        props.onRestore();
        setSimulated(null);
      }}
      onDebugOpenChange={(open) => {
        props.onDebugOpenChange(open);
        setDebugOpen(open);
      }}
    />
  );
}

/** Test: a card click simulates its plan, 'Restaurar plan original' restores, the actions call back. */
// skip-visual: the end state is the 'NotSimulating' showcase with the console open.
export const SimulateAndRestore: Story = {
  tags: ['test-only', 'skip-visual'],
  render: (args) => <Interactive {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Simular el plan Empresarial/ }));
    await expect(args.onSimulate).toHaveBeenCalledWith('empresarial');
    await expect(canvas.getByText('Tiempo restante: 2 h 0 min')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar plan original' }));
    await expect(args.onRestore).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Restaurar plan original' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ejecutar Tests' }));
    await expect(args.onRunTests).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar Tests' }));
    await expect(args.onClearTests).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Debug Consola' }));
    await expect(args.onDebugOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('region', { name: 'Última ejecución (JSON)' })).toBeVisible();
  },
};
