import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as es from '../../i18n/es';
import { vars } from '../../tokens/contract.css';
import { storyViewports } from '../../tokens/viewports';
import { LegalPage } from './LegalPage';
import {
  longSections,
  privacyLead,
  privacySections,
  privacyTitle,
  privacyUpdated,
} from './LegalPage.fixtures';

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
const backLink = <a href="/">← {es.legal.back}</a>;

const meta = {
  title: 'Fragments/Legal y cookies/LegalPage',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-legalpage',
  component: LegalPage,
  args: {
    title: privacyTitle,
    updated: privacyUpdated,
    lead: privacyLead,
    sections: privacySections,
    backLink,
    header,
    footer,
    mainId: 'contenido',
  },
  argTypes: {
    sections: { control: false },
    backLink: { control: false },
    header: { control: false },
    footer: { control: false },
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One h1, the date line, an 'Índice' whose links point at the h2 of each section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(privacyTitle);
    await expect(canvas.getByText('Última actualización: 15 de septiembre de 2025')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'contenido');

    const nav = canvas.getByRole('navigation', { name: 'Índice' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      privacySections.map((section) => `#${section.id}`),
    );
    const sectionHeadings = canvas.getAllByRole('heading', { level: 2 });
    await expect(sectionHeadings.map((heading) => heading.id)).toEqual(
      privacySections.map((section) => section.id),
    );
    await expect(sectionHeadings.map((heading) => heading.textContent)).toEqual(
      links.map((link) => link.textContent),
    );
    await expect(
      canvas.getByRole('region', { name: 'Finalidades, bases legales y plazos de conservación' }),
    ).toHaveAttribute('tabindex', '0');
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { toc: true, labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** `toc={false}`: no 'Índice', the sections keep their h2 anchors. */
export const WithoutToc: Story = {
  args: { toc: false, lead: undefined, backLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(privacySections.length);
  },
};

/** Fourteen sections with long titles and unbroken references: the measure holds, nothing overflows. */
export const LongContent: Story = {
  args: { sections: longSections },
  play: async ({ canvas, canvasElement }) => {
    const links = within(canvas.getByRole('navigation', { name: 'Índice' })).getAllByRole('link');
    await expect(links).toHaveLength(longSections.length);
    for (const section of longSections) {
      await expect(canvasElement.querySelector(`h2[id="${section.id}"]`)).not.toBeNull();
    }
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="legal-page"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** On a phone (390 px): the table scrolls inside its region instead of widening the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', {
      name: 'Finalidades, bases legales y plazos de conservación',
    });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
