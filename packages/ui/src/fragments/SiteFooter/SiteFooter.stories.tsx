import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { LinkProvider, type RenderLink } from '../../utils/link';
import { SiteFooter } from './SiteFooter';
import {
  siteFooterLongMailboxes,
  siteFooterLongMarketingLinks,
  siteFooterLongOwner,
  siteFooterMailboxes,
  siteFooterOwner,
  siteFooterOwnerNameOnly,
  siteFooterYear,
} from './SiteFooter.fixtures';

const meta = {
  title: 'Fragments/Marketing/SiteFooter',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-sitefooter',
  component: SiteFooter,
  args: {
    owner: siteFooterOwner,
    year: siteFooterYear,
    mailboxes: siteFooterMailboxes,
    onCookieSettings: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Route links, mailto links, the 'Titular' block, the copyright and 'Configurar cookies'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-slot', 'site-footer');

    const product = within(footer).getByRole('navigation', { name: 'Producto' });
    await expect(
      within(product)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/software-legal-espana', '/analisis-documentos-legales', '/casos-exito']);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    await expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      '/legal/cookie-policy',
      '/legal/legal-notice',
      '/legal/gdpr-rights',
    ]);
    await expect(within(legal).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute(
      'href',
      '/legal/legal-notice',
    );

    const contact = within(footer).getByRole('list', { name: 'Contacto' });
    await expect(
      within(contact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['mailto:soporte@alegato.es', 'mailto:privacidad@alegato.es', 'mailto:beta@alegato.es']);
    await expect(within(contact).getByRole('link', { name: 'soporte@alegato.es' })).toBeVisible();

    await expect(within(footer).getByRole('heading', { name: 'Titular' })).toBeInTheDocument();
    await expect(
      within(footer).getByText(
        'Alegato Legal Tech, S.L. · NIF B12345678 · Calle de Serrano 41, 28001 Madrid',
      ),
    ).toBeVisible();
    await expect(within(footer).getByText('© 2025 Alegato Legal Tech, S.L.')).toBeVisible();
    await expect(within(footer).getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Default' showcase (the button only reports to the args).
/** 'Configurar cookies' asks for the cookie settings. */
export const CookieSettingsCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Configurar cookies' }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop, including `labels`. */
export const Playground: Story = {
  args: { productName: 'Alegato', labels: {} },
  argTypes: { labels: { control: 'object' } },
};

const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={`#${href}`} data-router="true" {...rest}>
    {children}
  </a>
);

/** Route links go through the `LinkProvider`'s component (the app's router Link); mailto links stay plain anchors. */
export const WithRenderLink: Story = {
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={routerLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    const privacy = within(legal).getByRole('link', { name: 'Política de privacidad' });
    await expect(privacy).toHaveAttribute('href', '#/legal/privacy-policy');
    await expect(privacy).toHaveAttribute('data-router', 'true');
    await expect(privacy).toHaveAttribute('data-slot', 'site-footer-link');
    const mail = canvas.getByRole('link', { name: 'soporte@alegato.es' });
    await expect(mail).toHaveAttribute('href', 'mailto:soporte@alegato.es');
    await expect(mail).not.toHaveAttribute('data-router');
  },
};

/** Only the owner's name: no NIF or address; no mailboxes and no cookie button. */
export const Minimal: Story = {
  args: { owner: siteFooterOwnerNameOnly, mailboxes: [], onCookieSettings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('María García López')).toBeVisible();
    await expect(canvas.queryByText(/NIF/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Contacto' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2025 María García López')).toBeVisible();
  },
};

/** A long owner identity, long link labels and a long e-mail address wrap without overflow. */
export const LongContent: Story = {
  args: {
    owner: siteFooterLongOwner,
    mailboxes: siteFooterLongMailboxes,
    marketingLinks: siteFooterLongMarketingLinks,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="site-footer"]');
    await expect(root!.scrollWidth).toBeLessThanOrEqual(root!.clientWidth);
  },
};

/** Phone width (390 px): one column; every link and the cookie button remain in view. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const product = canvas.getByRole('navigation', { name: 'Producto' });
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(product.getBoundingClientRect().left).toBe(legal.getBoundingClientRect().left);
    await expect(canvas.getByRole('button', { name: 'Configurar cookies' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'Narrow' showcase (the button only reports to the args).
/** On a phone the cookie button is reachable and calls back. */
export const NarrowCookieSettingsCallsBack: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Configurar cookies' }));
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};
