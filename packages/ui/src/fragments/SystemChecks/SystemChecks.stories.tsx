import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { SystemChecks, systemChecksStates } from './SystemChecks';
import { failingChecks, freshServerChecks } from './SystemChecks.fixtures';

const meta = {
  // At /testing; the id keys the visual baselines.
  title: 'Fragments/Administración/SystemChecks',
  id: 'fragments-systemchecks',
  component: SystemChecks,
  args: {
    state: 'ready',
    checks: freshServerChecks,
    checkedAt: '12/03/2026, 10:15:00',
    onRun: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: systemChecksStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SystemChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A run on a fresh server: eight checks, each verdict with its latency and detail. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Resultados de las comprobaciones' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('Base de datos y migraciones');
    await expect(items[0]).toHaveTextContent('Correcto');
    await expect(items[0]).toHaveTextContent('4 ms');
    await expect(items[4]).toHaveAttribute('data-verdict', 'warn');
    await expect(items[4]).toHaveTextContent('Aviso');
    await expect(items[6]).toHaveTextContent('1240 ms');
    await expect(canvas.getByText('7 correctas, 1 con aviso, 0 con fallo')).toBeVisible();
    await expect(canvas.getByText('Última ejecución: 12/03/2026, 10:15:00')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Not run yet: the button and a note. */
export const Empty: Story = {
  args: { state: 'idle', checks: [], checkedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no se han ejecutado las comprobaciones.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ejecutar comprobaciones' })).toBeEnabled();
  },
};

/** Running: the button waits, the previous results stay. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Comprobaciones del sistema' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Ejecutando comprobaciones/ })).toBeDisabled();
  },
};

/** The run itself failed (the server did not answer). */
export const Error: Story = {
  args: { state: 'error', checks: [], checkedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se han podido ejecutar las comprobaciones.',
    );
  },
};

/** A failing check with a long detail, and a warning. */
export const LongContent: Story = {
  args: { checks: failingChecks },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 correctas, 2 con aviso, 1 con fallo')).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Comprobaciones del sistema' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** Phone width. */
export const Narrow: Story = {
  args: { checks: failingChecks },
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** Test: 'Ejecutar comprobaciones' calls back. */
// skip-visual: the end state is the 'Empty' showcase with the button focused.
export const Run: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'idle', checks: [], checkedAt: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ejecutar comprobaciones' }));
    await expect(args.onRun).toHaveBeenCalledTimes(1);
  },
};
