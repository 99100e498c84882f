import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { VerificationGrid, verificationGridStates } from './VerificationGrid';
import { despachoRows, mismatchRows } from './VerificationGrid.fixtures';

const meta = {
  // In the admin memberships panel; the id keys the visual baselines.
  title: 'Fragments/Administración/VerificationGrid',
  id: 'fragments-verificationgrid',
  component: VerificationGrid,
  args: { state: 'ready', rows: despachoRows, planName: 'Despacho' },
  argTypes: { state: { control: 'inline-radio', options: verificationGridStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof VerificationGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plan Despacho verified: nine capabilities, each as the plan table says, all ✓. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Resultados de verificación' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(9);
    await expect(canvas.getByText('Plan verificado: Despacho')).toBeVisible();
    await expect(canvas.getByText('9 de 9 comprobaciones correctas')).toBeVisible();
    const expert = within(table)
      .getByRole('rowheader', { name: /análisis experto/ })
      .closest('tr')!;
    await expect(expert).toHaveTextContent('Rechazado');
    await expect(expert).toHaveTextContent('(403)');
    await expect(expert).toHaveTextContent('✓');
    await expect(within(expert).getByText('Correcto')).toBeInTheDocument();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Two capabilities did not behave as the plan says: ✗ and the rows marked. */
export const Mismatch: Story = {
  args: { rows: mismatchRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 de 9 comprobaciones correctas')).toBeVisible();
    const failed = canvas.getAllByText('Incorrecto');
    await expect(failed).toHaveLength(2);
    const api = canvas.getByRole('rowheader', { name: /acceso a la API/ }).closest('tr')!;
    await expect(api).toHaveAttribute('data-ok', 'false');
    await expect(api).toHaveTextContent('✗');
  },
};

/** No run yet: how to start one. */
export const Empty: Story = {
  args: { state: 'idle', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pulsa «Ejecutar Tests» para verificar el plan en vigor.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The checks are running. */
export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('region', { name: 'Resultados de verificación' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

/** The verification failed. */
export const Error: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se ha podido verificar el plan.');
  },
};

/** Long refusal messages wrap inside the grid. */
export const LongContent: Story = { args: { rows: mismatchRows, planName: 'Empresarial' } };

/** Phone width: the table scrolls inside the card. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
