import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { SystemFigures, systemFiguresStates } from './SystemFigures';
import { emptyFigures, systemFigures } from './SystemFigures.fixtures';

const meta = {
  title: 'Fragments/Administración/SystemFigures',
  id: 'fragments-systemfigures',
  component: SystemFigures,
  args: { state: 'ready', figures: systemFigures, onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: systemFiguresStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SystemFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stat cards, users per plan and the last 30 days. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const stats = canvas.getAllByRole('term').map((t) => t.textContent);
    await expect(stats).toEqual([
      'Usuarios',
      'Documentos',
      'Páginas',
      'Fragmentos indexados',
      'Almacenamiento',
      'Trabajos en segundo plano',
      'Errores esta semana',
    ]);
    await expect(canvas.getByText('187 activos')).toBeVisible();
    await expect(canvas.getByText('7,4 GB')).toBeVisible();
    await expect(canvas.getByText('3 en cola · 1 en curso · 2 fallidos')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: /Actividad/ })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: /Usuarios por plan/ })).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The figures are loading. */
export const Loading: Story = {
  args: { state: 'loading', figures: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Sistema' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A fresh installation: zeros, and no error tracking yet ('Sin datos'). */
export const Empty: Story = {
  args: { figures: emptyFigures },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin datos')).toBeVisible();
    await expect(canvas.getByText('0 B')).toBeVisible();
  },
};

/** The figures could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', figures: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se han podido cargar las cifras del sistema.',
    );
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', figures: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone width: one card per row, the charts stacked. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
