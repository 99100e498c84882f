import { Link } from 'react-router';
import type { LinkComponent } from '@alegato/ui';

/**
 * The link component of every ui fragment (given once by `App` through `LinkProvider`): in-app paths
 * become router links (no page reload), anything else (mailto:, tel:, other origins, in-page anchors)
 * stays a plain anchor.
 */
export const RouterLink: LinkComponent = ({ href, children, ...rest }) =>
  href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
