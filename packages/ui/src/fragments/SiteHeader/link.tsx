import type { ReactNode } from 'react';

/** A navigation target of the public site: visible label and route. */
export type SiteLink = {
  /** Visible text of the link. */
  label: string;
  /** Route or URL, e.g. `/legal/privacy-policy`. */
  href: string;
};

/** What a fragment hands to `renderLink`: spread them onto your link element. */
export type RenderLinkProps = {
  /** Route or URL to navigate to. */
  href: string;
  /** The link's content (text, icons). */
  children: ReactNode;
  /** Class names that carry the fragment's link styles. */
  className?: string;
  /** Stable DOM hook of the part, e.g. `site-header-link`. */
  'data-slot'?: string;
  /** Accessible name when the content alone is not enough. */
  'aria-label'?: string;
  /** Marks the link to the page being shown (e.g. the active sidebar item). */
  'aria-current'?: 'page';
  /** Called when the link is followed, e.g. to close the mobile navigation drawer. */
  onClick?: () => void;
};

/**
 * How every public-site fragment renders a link. The app passes its router link, e.g.
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`; the default is a plain `<a>`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** The default `renderLink`: a plain anchor. */
export const defaultRenderLink: RenderLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;
