import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * Makes plain `<a href="/…">` links inside `children` navigate with the router instead of reloading
 * the page: the legal and marketing texts are written with ordinary anchors. Modified clicks (new
 * tab), `target` and `download` links, other origins and in-page anchors behave as usual. Renders a
 * `display: contents` wrapper, so the surrounding layout (flex gaps, prose selectors) is unchanged.
 */
export function RouterLinks({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.hash) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** Wraps each section body in `RouterLinks`. */
export function withRouterLinks<S extends { body: ReactNode }>(sections: readonly S[]): S[] {
  return sections.map((section) => ({ ...section, body: <RouterLinks>{section.body}</RouterLinks> }));
}
