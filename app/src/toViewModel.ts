import type { SiteFooterMailbox, SiteFooterOwner } from '@alegato/ui';
import type { AppConfig } from './config';

/**
 * Maps the app's data to the ui fragments' view models (HOUSE-STYLE §3). Pure; tested in
 * toViewModel.test.ts.
 */

/** Labels of the footer's mailboxes, in display order. */
export const MAILBOX_LABELS: Record<keyof AppConfig['mailboxes'], string> = {
  contact: 'Contacto general',
  privacy: 'Privacidad y datos',
  legal: 'Asuntos legales',
};

/** The footer's 'Contacto' group: one entry per configured mailbox, without repeats. */
export function footerMailboxes(mailboxes: AppConfig['mailboxes']): SiteFooterMailbox[] {
  const seen = new Set<string>();
  const entries: SiteFooterMailbox[] = [];
  for (const key of ['contact', 'privacy', 'legal'] as const) {
    const email = mailboxes[key].trim();
    if (email === '' || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    entries.push({ label: MAILBOX_LABELS[key], email });
  }
  return entries;
}

/** The footer's 'Titular' block; blank NIF or address are left out. */
export function footerOwner(owner: AppConfig['owner']): SiteFooterOwner {
  return {
    name: owner.name,
    ...(owner.nif.trim() ? { nif: owner.nif } : {}),
    ...(owner.address.trim() ? { address: owner.address } : {}),
  };
}
