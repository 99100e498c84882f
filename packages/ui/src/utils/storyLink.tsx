import type { RenderLink } from './link';

/**
 * The link component of stories (`<LinkProvider linkComponent={storyLink}>`): a plain anchor that does not
 * navigate, since following a link would reload Storybook's iframe; it still calls the fragment's
 * `onClick` (e.g. closing the mobile drawer). Stories only: not exported from the package index.
 */
export const storyLink: RenderLink = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);
