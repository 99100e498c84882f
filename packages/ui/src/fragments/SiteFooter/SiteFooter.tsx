import { useId, type ComponentProps } from 'react';
import { Cookie, Mail, Scale } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { defaultRenderLink, useRenderLink, type SiteLink } from '../../utils/link';
import * as styles from './SiteFooter.css';
import { Section } from '../../primitives/Section';

/** A contact mailbox, shown as a `mailto:` link. */
export type SiteFooterMailbox = {
  /** What the mailbox is for, e.g. 'Soporte'. */
  label: string;
  /** The address, e.g. 'soporte@alegato.es'. */
  email: string;
};

/** The legal identity of the site's owner (LSSI-CE art. 10), shown in the 'Titular' block. */
export type SiteFooterOwner = {
  /** Legal name of the owner (person or company); also used in the copyright line. */
  name: string;
  /** Tax identification number (NIF/CIF); omitted when absent. */
  nif?: string;
  /** Registered address; omitted when absent. */
  address?: string;
};

/** Copy of the SiteFooter; defaults come from `es.site` and `es.site.footer`. */
export type SiteFooterLabels = {
  /** Line under the product name; '' hides it. */
  tagline: string;
  /** Heading of the marketing links. @default 'Producto' */
  productHeading: string;
  /** Heading of the legal links. @default 'Legal' */
  legalHeading: string;
  /** Heading of the mailboxes. @default 'Contacto' */
  contactHeading: string;
  /** Heading of the owner's legal identity. @default 'Titular' */
  ownerHeading: string;
  /** Prefix of the tax number. @default 'NIF' */
  nif: string;
  /** Button that reopens the cookie settings. @default 'Configurar cookies' */
  cookieSettings: string;
  /** Copyright line. @default (year, name) => `© ${year} ${name}` */
  copyright: (year: number, name: string) => string;
};

export type SiteFooterProps = {
  /** The site's owner: name, NIF and address for the 'Titular' block and the copyright line. */
  owner: SiteFooterOwner;
  /** Year of the copyright line; pass it from the app (ui never reads the clock). */
  year: number;
  /** Product name shown beside the scales mark. @default 'Alegato' */
  productName?: string;
  /** Links of the 'Producto' group; `[]` hides the group. @default es.site.marketingLinks */
  marketingLinks?: SiteLink[];
  /** Links of the 'Legal' group; `[]` hides the group. @default es.site.legalLinks (the five legal pages) */
  legalLinks?: SiteLink[];
  /** Mailboxes of the 'Contacto' group, as `mailto:` links; `[]` hides the group. @default [] */
  mailboxes?: SiteFooterMailbox[];
  /** Called by 'Configurar cookies'; the button shows only when this is set. */
  onCookieSettings?: () => void;
  /** Copy overrides. @default es.site.footer */
  labels?: Partial<SiteFooterLabels>;
} & Omit<ComponentProps<'footer'>, 'children'>;

/**
 * The public site's footer (`contentinfo` landmark): product name and tagline; 'Producto', 'Legal' and
 * 'Contacto' link groups; the owner's legal identity ('Titular'); the copyright line and an optional
 * 'Configurar cookies' button. One column on phones, two on tablets, brand plus three groups on desktops.
 */
export function SiteFooter({
  owner,
  year,
  productName = es.site.productName,
  marketingLinks = es.site.marketingLinks.map((link) => ({ ...link })),
  legalLinks = es.site.legalLinks.map((link) => ({ ...link })),
  mailboxes = [],
  onCookieSettings,
  labels: labelOverrides,
  className,
  ...rest
}: SiteFooterProps) {
  const renderLink = useRenderLink();
  const baseId = useId();
  const labels: SiteFooterLabels = { tagline: es.site.tagline, ...es.site.footer, ...labelOverrides };
  const identity = [owner.name, owner.nif ? `${labels.nif} ${owner.nif}` : '', owner.address ?? '']
    .filter(Boolean)
    .join(' · ');

  const linkGroup = (key: string, heading: string, links: SiteLink[]) =>
    links.length > 0 ? (
      <nav aria-labelledby={`${baseId}-${key}`} className={styles.group} data-slot={`site-footer-${key}`}>
        <h2 id={`${baseId}-${key}`} className={styles.groupHeading}>
          {heading}
        </h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              {renderLink({
                href: link.href,
                className: styles.link,
                'data-slot': 'site-footer-link',
                children: link.label,
              })}
            </li>
          ))}
        </ul>
      </nav>
    ) : null;

  return (
    <footer data-slot="site-footer" className={cx(styles.root, className)} {...rest}>
      <Section className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand} data-slot="site-footer-brand">
            <p className={styles.brandName}>
              <span className={styles.mark}>
                <Icon icon={Scale} size="sm" />
              </span>
              {productName}
            </p>
            {labels.tagline ? <p className={styles.tagline}>{labels.tagline}</p> : null}
          </div>
          {linkGroup('product', labels.productHeading, marketingLinks)}
          {linkGroup('legal', labels.legalHeading, legalLinks)}
          {mailboxes.length > 0 ? (
            <div className={styles.group} data-slot="site-footer-contact">
              <h2 id={`${baseId}-contact`} className={styles.groupHeading}>
                {labels.contactHeading}
              </h2>
              <ul aria-labelledby={`${baseId}-contact`} className={styles.links}>
                {mailboxes.map((mailbox) => (
                  <li key={mailbox.email} className={styles.mailbox}>
                    <span className={styles.mailboxLabel}>{mailbox.label}</span>
                    {defaultRenderLink({
                      href: `mailto:${mailbox.email}`,
                      className: cx(styles.link, styles.mailLink),
                      'data-slot': 'site-footer-mailbox',
                      children: (
                        <>
                          <Icon icon={Mail} size="sm" className={styles.mailIcon} />
                          {mailbox.email}
                        </>
                      ),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className={styles.owner} data-slot="site-footer-owner">
          <h2 className={styles.ownerHeading}>{labels.ownerHeading}</h2>
          <p className={styles.ownerText}>{identity}</p>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright} data-slot="site-footer-copyright">
            {labels.copyright(year, owner.name)}
          </p>
          {onCookieSettings ? (
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              startIcon={<Icon icon={Cookie} size="sm" />}
              className={styles.cookieButton}
              onClick={() => onCookieSettings()}
            >
              {labels.cookieSettings}
            </Button>
          ) : null}
        </div>
      </Section>
    </footer>
  );
}
