import { Link } from 'react-router';
import type { RenderLink } from '@alegato/ui';

/**
 * The `renderLink` the ui fragments take: in-app paths become router links (no page reload), anything
 * else (mailto:, tel:, other origins, in-page anchors) stays a plain anchor.
 */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) =>
  href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
