import type { SessionItem } from './SessionsList';

/** This browser, a phone signed in with the password, and a session from a confirmation link (fixed dates). */
export const sampleSessions: SessionItem[] = [
  {
    id: 's1',
    method: 'password',
    createdAt: '2026-11-20T08:15:00Z',
    lastActiveAt: '2026-11-27T09:40:00Z',
    current: true,
  },
  {
    id: 's2',
    method: 'password',
    createdAt: '2026-11-18T17:02:00Z',
    lastActiveAt: '2026-11-26T21:10:00Z',
    current: false,
  },
  {
    id: 's3',
    method: 'otp',
    createdAt: '2026-11-02T10:00:00Z',
    lastActiveAt: '2026-11-05T12:30:00Z',
    current: false,
  },
];

/** Only this browser. */
export const onlyCurrent: SessionItem[] = [sampleSessions[0]!];

/** Many sessions, one of an unknown kind (shown as sent). */
export const manySessions: SessionItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: `m${i}`,
  method: i === 7 ? 'sso/saml' : i % 3 === 2 ? 'recovery' : 'password',
  createdAt: `2026-10-${String(10 + i).padStart(2, '0')}T09:00:00Z`,
  lastActiveAt: `2026-11-${String(10 + i).padStart(2, '0')}T18:30:00Z`,
  current: i === 0,
}));
