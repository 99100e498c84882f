import { describe, expect, it } from 'vitest';
import { errorGroupKey, errorGroupsKey, toErrorGroupDetail, toErrorGroupsPage } from './adminApi';

const group = {
  fingerprint: 'abc',
  source: 'server',
  name: 'TypeError',
  message: 'fallo',
  count: 3,
  users_affected: 2,
  first_seen: '2026-11-20T08:00:00.000Z',
  last_seen: '2026-11-26T09:00:00.000Z',
  last_page: '/api/x',
  critical: true,
  alerted_at: '2026-11-26T09:00:01.000Z',
};

describe('admin errors api', () => {
  it('builds the keys', () => {
    expect(errorGroupsKey('', 1)).toBe('/api/admin/errors?page=1&per_page=20');
    expect(errorGroupsKey('client', 3)).toBe('/api/admin/errors?source=client&page=3&per_page=20');
    expect(errorGroupKey('a/b')).toBe('/api/admin/errors/a%2Fb');
  });

  it('reads groups, leaving out rows without a fingerprint', () => {
    expect(
      toErrorGroupsPage({ success: true, data: { groups: [group, { message: 'x' }], total: 9 } }),
    ).toEqual({
      total: 9,
      groups: [
        {
          id: 'abc',
          name: 'TypeError',
          message: 'fallo',
          source: 'server',
          count: 3,
          users: 2,
          lastSeen: '2026-11-26T09:00:00.000Z',
          firstSeen: '2026-11-20T08:00:00.000Z',
          page: '/api/x',
          critical: true,
          alerted: true,
        },
      ],
    });
    expect(() => toErrorGroupsPage({ data: {} })).toThrow();
  });

  it('reads a group’s occurrences', () => {
    const detail = toErrorGroupDetail({
      data: {
        group: { ...group, alerted_at: null, source: 'client' },
        occurrences: [
          {
            id: 7,
            occurred_at: '2026-11-26T09:00:00.000Z',
            received_at: '2026-11-26T09:00:02.000Z',
            page: '/documents',
            signed_in: true,
            record: {
              error: { name: 'Error', message: 'fallo', stack: 'Error: fallo\n at f' },
              context: { timestamp: '2026-11-26T09:00:00.000Z', userAgent: 'Mozilla/5.0' },
            },
          },
          { id: 8 },
        ],
      },
    });
    expect(detail.group).toMatchObject({ id: 'abc', source: 'client', alerted: false });
    expect(detail.occurrences).toEqual([
      {
        id: '7',
        at: '2026-11-26T09:00:00.000Z',
        page: '/documents',
        signedIn: true,
        message: 'fallo',
        stack: 'Error: fallo\n at f',
        userAgent: 'Mozilla/5.0',
      },
    ]);
  });
});
