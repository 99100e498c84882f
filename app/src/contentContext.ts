import { useMemo } from 'react';
import type { ContentContext } from './content/types';
import { useConfig } from './state/config';

/** The legal and marketing texts' context: product, owner and mailboxes from the runtime config. */
export function useContentContext(): ContentContext {
  const { productName, owner, mailboxes } = useConfig();
  return useMemo(
    () => ({ productName, owner, mailboxes, publicUrl: window.location.origin }),
    [productName, owner, mailboxes],
  );
}
