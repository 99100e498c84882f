import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyViewports } from '../tokens/viewports';
import { BenefitList } from '../fragments/BenefitList';
import { BetaCallToAction } from '../fragments/BetaCallToAction';
import { FeatureGrid } from '../fragments/FeatureGrid';
import { Hero } from '../fragments/Hero';
import { MarketingPage } from '../fragments/MarketingPage';
import {
  softwareEyebrow,
  softwareLead,
  softwareSections,
  softwareTitle,
} from '../fragments/MarketingPage/MarketingPage.fixtures';
import { SiteFooter } from '../fragments/SiteFooter';
import {
  siteFooterMailboxes,
  siteFooterOwner,
  siteFooterYear,
} from '../fragments/SiteFooter/SiteFooter.fixtures';
import { SiteHeader } from '../fragments/SiteHeader';
import { LinkProvider } from '../utils/link';
import { storyLink } from '../utils/storyLink';

/** Id of `<main>`, the target of the header's skip link (the app's MAIN_ID). */
const MAIN_ID = 'contenido';

/** The public site's chrome as the app's `usePublicChrome` builds it: SiteHeader and SiteFooter. */
const header = (
  <SiteHeader productName="Alegato" onLogin={fn()} onStartTrial={fn()} skipToContentHref={`#${MAIN_ID}`} />
);
const footer = (
  <SiteFooter
    productName="Alegato"
    owner={siteFooterOwner}
    mailboxes={siteFooterMailboxes}
    year={siteFooterYear}
    onCookieSettings={fn()}
  />
);

/** Links of the public pages do not navigate: following one would reload the iframe. */
function Site({ children }: { children: ReactNode }) {
  return <LinkProvider linkComponent={storyLink}>{children}</LinkProvider>;
}

/**
 * Whole public pages composed from the fragments as the app composes them, with the real SiteHeader and
 * SiteFooter and mocked data: what a designer reviews as one page at phone and desktop widths.
 */
const meta = {
  title: 'Pages/Marketing',
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** '/': the landing (LandingPage): hero, the six features, three benefits and the beta call to action. */
export const Landing: Story = {
  render: () => (
    <Site>
      {header}
      <main id={MAIN_ID} tabIndex={-1}>
        <Hero onPrimaryAction={fn()} onSecondaryAction={fn()} />
        <FeatureGrid id="funcionalidades" />
        <BenefitList />
        <BetaCallToAction onJoin={fn()} />
      </main>
      {footer}
    </Site>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-slot', 'site-header');
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu asistente legal con inteligencia artificial',
    );
    await expect(
      main.getByRole('region', { name: 'Todo lo que tu despacho necesita, en un solo lugar' }),
    ).toHaveAttribute('id', 'funcionalidades');
    await expect(
      main.getByRole('region', { name: 'Más tiempo para lo que de verdad importa' }),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'Únete a la beta de Alegato' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(siteFooterOwner.name);
  },
};

/** A marketing page (MarketingPage, here 'Software legal en España') between the site header and footer. */
export const SoftwareLegal: Story = {
  render: () => (
    <Site>
      <MarketingPage
        eyebrow={softwareEyebrow}
        title={softwareTitle}
        lead={softwareLead}
        sections={softwareSections}
        onGetStarted={fn()}
        onLogin={fn()}
        header={header}
        footer={footer}
        mainId={MAIN_ID}
      />
    </Site>
  ),
  play: async ({ canvas }) => {
    // Testing Library also counts the page's intro `<header>` inside `<main>` as a banner: the first is the site's.
    await expect(canvas.getAllByRole('banner')[0]).toHaveAttribute('data-slot', 'site-header');
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(softwareTitle);
    for (const section of softwareSections) {
      await expect(main.getByRole('region', { name: section.title })).toHaveAttribute('id', section.id);
    }
    await expect(canvas.getByRole('main')).toHaveAttribute('id', MAIN_ID);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(siteFooterOwner.name);
  },
};
