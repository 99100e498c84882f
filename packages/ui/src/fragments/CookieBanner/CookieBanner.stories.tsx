import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Fragments/Legal y cookies/CookieBanner',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-cookiebanner',
  component: CookieBanner,
  args: {
    open: true,
    onAcceptAll: fn(),
    onEssentialOnly: fn(),
    onConfigure: fn(),
    onClose: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: storyViewports },
    // Fixed to the viewport: each docs example gets its own iframe.
    docs: { story: { inline: false, iframeHeight: 320 } },
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region 'Aviso de cookies' (not a dialog): the notice, the policy link and four buttons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Aviso de cookies' });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(region).toHaveTextContent('Usamos cookies esenciales');
    await expect(canvas.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/legal/cookie-policy',
    );
    for (const name of ['Aceptar todas', 'Solo esenciales', 'Configurar', 'Cerrar']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** Test: each button calls its own callback. */
// skip-visual: the end state is the 'Default' showcase ('open' stays as the args say).
export const ButtonsReport: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar todas' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Solo esenciales' }));
    await expect(args.onEssentialOnly).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Configurar' }));
    await expect(args.onConfigure).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Wide screen: bottom-left, clear of the toasts' bottom-right column. */
export const Wide: Story = {
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Aviso de cookies' });
    const { right, bottom } = region.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(right).toBeLessThan(window.innerWidth / 2 + window.innerWidth / 4);
  },
};

/** Phone: full width at the bottom, buttons stacked. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Aviso de cookies' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
  },
};
