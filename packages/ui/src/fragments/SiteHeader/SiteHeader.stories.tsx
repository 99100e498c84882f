import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { viewports } from '../../tokens/contract.css';
import { SiteHeader } from './SiteHeader';
import { longProductName, siteHeaderNavLinks } from './SiteHeader.fixtures';

const meta = {
  title: 'Fragments/Marketing/SiteHeader',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-siteheader',
  component: SiteHeader,
  args: { onLogin: fn(), onStartTrial: fn() },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...viewports } },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand linking home, 'Iniciar Sesión' and 'Prueba Gratis'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-slot', 'site-header');
    await expect(canvas.getByRole('link', { name: 'Alegato — Inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Default' showcase (the actions only report to the args).
/** 'Iniciar Sesión' and 'Prueba Gratis' call their own callbacks. */
export const ActionsCallBack: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onStartTrial).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { productName: 'Alegato', homeHref: '/', navLinks: siteHeaderNavLinks },
};

/** The marketing pages as navigation: a labelled `nav` landmark from the desktop breakpoint up. */
export const WithNavigation: Story = {
  args: { navLinks: siteHeaderNavLinks },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/software-legal-espana',
      '/analisis-documentos-legales',
      '/casos-exito',
    ]);
  },
};

/**
 * The skip link appears on the first Tab and points at the page's `<main>`. A test: the link shows only
 * while focused (CSS), so no args can render it.
 */
export const WithSkipLink: Story = {
  tags: ['test-only'],
  args: { skipToContentHref: '#contenido' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenido');
  },
};

/** A very long product name truncates; the actions keep their place. */
export const LongContent: Story = {
  args: { productName: longProductName, navLinks: siteHeaderNavLinks },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
  },
};

/** Phone width (390 px): navigation hidden, both actions visible in compact size. */
export const Narrow: Story = {
  args: { navLinks: siteHeaderNavLinks },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Prueba Gratis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Narrow' showcase (the button only reports to the args).
/** On a phone 'Prueba Gratis' still calls back. */
export const NarrowStartTrialCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { navLinks: siteHeaderNavLinks },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Prueba Gratis' }));
    await expect(args.onStartTrial).toHaveBeenCalledTimes(1);
  },
};
