import { createContext, useCallback, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * Links in fragments, Braid's `linkComponent` pattern: every fragment renders its links through the
 * component a {@link LinkProvider} names (the app's router link), a plain `<a>` when there is none. No
 * fragment takes a `renderLink` prop.
 */

/** A navigation target of the public site: visible label and route. */
export type SiteLink = {
  /** Visible text of the link. */
  label: string;
  /** Route or URL, e.g. `/legal/privacy-policy`. */
  href: string;
};

/** What a fragment hands to the link component: spread them onto your link element. */
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

/** A function that renders one link from {@link RenderLinkProps}. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** The component every fragment renders its links with. */
export type LinkComponent = ComponentType<RenderLinkProps>;

/** The default link: a plain anchor. */
export const defaultRenderLink: RenderLink = ({ children, ...rest }) => <a {...rest}>{children}</a>;

const PlainLink: LinkComponent = ({ children, ...rest }) => <a {...rest}>{children}</a>;

const LinkContext = createContext<LinkComponent>(PlainLink);

/** Props of {@link LinkProvider}. */
export type LinkProviderProps = {
  /** Renders every fragment link below, e.g. the router's `Link` for in-app paths. */
  linkComponent: LinkComponent;
  children: ReactNode;
};

/**
 * Names the component every fragment below renders its links with. The app wraps itself once:
 * `<LinkProvider linkComponent={RouterLink}>`; stories and other consumers get plain anchors without one.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** The link renderer of the nearest {@link LinkProvider} (fragments call it like a function). */
export function useRenderLink(): RenderLink {
  const Link = useContext(LinkContext);
  return useCallback((props: RenderLinkProps) => <Link {...props} />, [Link]);
}
