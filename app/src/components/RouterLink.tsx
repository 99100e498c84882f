import type { MouseEvent } from 'react';
import type { LinkComponent } from '@alegato/ui';
import { useOptionalAppNavigate } from '../appNavigation';

/** An in-app path (`/x`), not another origin (`//host`), a scheme (`mailto:`) or an in-page anchor. */
const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click the browser should handle itself: another button, a modifier (new tab, window, download). */
const isBrowserClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * The link component of every ui fragment (given once by `AppFrame` through `LinkProvider`): an anchor
 * whose plain click on an in-app path navigates through the app's navigator (the router, or on the
 * landing page the router it loads then) instead of reloading the page, as react-router's `Link` does;
 * anything else (mailto:, tel:, other origins, in-page anchors, `target`, modified clicks) stays a
 * plain anchor. Following the address the page already shows replaces its history entry.
 */
export const RouterLink: LinkComponent = ({ href, children, onClick, ...rest }) => {
  const navigate = useOptionalAppNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || navigate === null || !isAppPath(href) || isBrowserClick(event)) return;
    const target = event.currentTarget.getAttribute('target');
    if ((target && target !== '_self') || event.currentTarget.hasAttribute('download')) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(href, { replace: href === here });
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
};
