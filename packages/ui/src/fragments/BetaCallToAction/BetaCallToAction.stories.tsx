import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { BetaCallToAction } from './BetaCallToAction';
import { betaLongBenefits, betaLongLabels } from './BetaCallToAction.fixtures';

const meta = {
  title: 'Fragments/Marketing/BetaCallToAction',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-betacalltoaction',
  component: BetaCallToAction,
  args: { id: 'beta', onJoin: fn() },
  argTypes: { figures: { control: 'object' }, benefits: { control: 'object' } },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof BetaCallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four checked benefits, the launch date, the figures and 'Prueba Gratis'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Únete a la beta de Alegato' });
    await expect(section).toHaveAttribute('id', 'beta');
    const benefits = within(section).getByRole('list', { name: 'Ventajas de la beta' });
    await expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Un mes gratis',
      'Sesión de onboarding personalizada',
      'Línea directa con los desarrolladores',
      'Precio preferente de por vida',
    ]);
    await expect(within(section).getByText('Lanzamiento: septiembre de 2025')).toBeVisible();

    await expect(within(section).getByRole('heading', { level: 3, name: 'Alegato en cifras' })).toBeVisible();
    for (const figure of ['42', '86,81 %', '2:14', '31']) {
      await expect(within(section).getByText(figure, { selector: 'dd' })).toBeVisible();
    }

    await expect(within(section).getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
  },
};

/** Test: 'Prueba Gratis' calls `onJoin`. */
// skip-visual: the end state is the 'Default' showcase with 'Prueba Gratis' focused.
export const JoinReports: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** `figures={[]}` hides the figures panel; the offer takes the full width. */
export const WithoutFigures: Story = {
  args: { figures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
  },
};

/** Test: without figures, 'Prueba Gratis' still calls `onJoin`. */
// skip-visual: the end state is the 'WithoutFigures' showcase with 'Prueba Gratis' focused.
export const WithoutFiguresJoinReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { figures: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};

/** Long copy and benefits wrap; nothing overflows. */
export const LongContent: Story = {
  args: { labels: betaLongLabels, benefits: betaLongBenefits },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="beta-call-to-action"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone width (390 px): one column, full-width action, figures 2 × 2 under the offer. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('86,81 %')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
  },
};

/** Test: on a phone, 'Prueba Gratis' calls `onJoin`. */
// skip-visual: the end state is the 'Narrow' showcase with 'Prueba Gratis' focused.
export const NarrowJoinReports: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
  },
};
