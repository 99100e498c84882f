import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './config';
import { footerMailboxes, footerOwner } from './toViewModel';

describe('footerMailboxes', () => {
  it('lists the three mailboxes with their labels', () => {
    expect(footerMailboxes(DEFAULT_CONFIG.mailboxes)).toEqual([
      { label: 'Contacto general', email: 'hola@alegato.es' },
      { label: 'Privacidad y datos', email: 'privacidad@alegato.es' },
      { label: 'Asuntos legales', email: 'legal@alegato.es' },
    ]);
  });

  it('shows a shared mailbox once, under its first label', () => {
    expect(
      footerMailboxes({ contact: 'info@example.es', privacy: 'INFO@example.es', legal: 'legal@example.es' }),
    ).toEqual([
      { label: 'Contacto general', email: 'info@example.es' },
      { label: 'Asuntos legales', email: 'legal@example.es' },
    ]);
  });
});

describe('footerOwner', () => {
  it('passes the owner through', () => {
    expect(footerOwner(DEFAULT_CONFIG.owner)).toEqual({
      name: 'Alegato Legal Tech, S.L.',
      nif: 'B00000000',
      address: 'Calle Mayor 1, 28013 Madrid',
    });
  });

  it('leaves out blank fields', () => {
    expect(footerOwner({ name: 'Ana Pérez', nif: ' ', address: '' })).toEqual({ name: 'Ana Pérez' });
  });
});
