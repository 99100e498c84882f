import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { storyViewports } from '../../tokens/viewports';
import { MarketingPage } from './MarketingPage';
import {
  longLead,
  longSections,
  longTitle,
  softwareEyebrow,
  softwareLead,
  softwareSections,
  softwareTitle,
} from './MarketingPage.fixtures';

/** Stand-ins for the app's SiteHeader/SiteFooter, which the app passes through the slots. */
const chrome = {
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.fontSize.sm,
};
const header = (
  <header style={{ ...chrome, borderBottom: `${vars.size.border} solid ${vars.color.border}` }}>
    Alegato
  </header>
);
const footer = (
  <footer style={{ ...chrome, borderTop: `${vars.size.border} solid ${vars.color.border}` }}>
    © 2025 Alegato
  </footer>
);

const meta = {
  title: 'Fragments/Marketing/MarketingPage',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-marketingpage',
  component: MarketingPage,
  args: {
    eyebrow: softwareEyebrow,
    title: softwareTitle,
    lead: softwareLead,
    sections: softwareSections,
    header,
    footer,
    mainId: 'contenido',
    onGetStarted: fn(),
    onLogin: fn(),
  },
  argTypes: {
    sections: { control: false },
    header: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof MarketingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One serif h1, an h2 per section plus the closing band with both actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(softwareTitle);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(softwareSections.length + 1);
    for (const section of softwareSections) {
      await expect(canvas.getByRole('region', { name: section.title })).toHaveAttribute('id', section.id);
    }
    const cta = canvas.getByRole('region', { name: 'Empieza hoy con Alegato' });
    await expect(cta).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Empezar gratis' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Default' showcase (the actions only report to the args).
/** 'Empezar gratis' and 'Iniciar Sesión' call their own callbacks. */
export const ActionsCallBack: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Empezar gratis' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** A long title and lead, seven sections: headings wrap, surfaces alternate, nothing overflows. */
export const LongContent: Story = {
  args: { title: longTitle, lead: longLead, sections: longSections },
  play: async ({ canvasElement }) => {
    const sections = canvasElement.querySelectorAll('[data-slot="marketing-page-section"]');
    await expect([...sections].map((section) => section.getAttribute('data-surface'))).toEqual(
      longSections.map((_, index) => (index % 2 === 0 ? 'default' : 'muted')),
    );
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="marketing-page"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** On a phone (390 px): the actions stack at full width; nothing overflows. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// skip-visual: the end state is the 'Narrow' showcase (the actions only report to the args).
/** On a phone the stacked actions still call back. */
export const NarrowActionsCallBack: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Empezar gratis' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};
