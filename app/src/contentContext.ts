import { useEffect, useMemo } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { ContentContext } from './content/types';
import { useConfig } from './state/config';

/**
 * The site's origin in the legal texts ('Sitio web: https://…'). Empty in the first render, on the
 * server and in the browser alike, so a prerendered page hydrates without a mismatch; {@link OriginSync}
 * fills it in right after (ADR 0035).
 */
export const originAtom = atom('');

/** Sets {@link originAtom} to `window.location.origin` once the app has mounted (or hydrated). */
export function OriginSync() {
  const setOrigin = useSetAtom(originAtom);
  useEffect(() => setOrigin(window.location.origin), [setOrigin]);
  return null;
}

/** The legal and marketing texts' context: product, owner and mailboxes from the runtime config. */
export function useContentContext(): ContentContext {
  const { productName, owner, mailboxes } = useConfig();
  const origin = useAtomValue(originAtom);
  return useMemo(
    () => ({ productName, owner, mailboxes, ...(origin ? { publicUrl: origin } : {}) }),
    [productName, owner, mailboxes, origin],
  );
}
