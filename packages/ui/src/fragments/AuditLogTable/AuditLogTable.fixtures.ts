import type { AuditEntryItem } from './AuditLogTable';

/** A page of the audit log, newest first. */
export const auditEntries: AuditEntryItem[] = [
  {
    id: '105',
    at: '2026-11-26T09:12:00.000Z',
    user: 'ana.lopez@despacho.es',
    action: 'plan_change',
    outcome: 'ok',
    ip: '203.0.113.7',
    detail: 'reason: Convenio con el colegio · from: estudiante · to: despacho',
  },
  {
    id: '104',
    at: '2026-11-26T09:05:30.000Z',
    user: 'ana.lopez@despacho.es',
    action: 'admin_denied',
    outcome: 'denied',
    ip: '198.51.100.23',
    detail: 'method: GET · path: /api/admin/users',
  },
  {
    id: '103',
    at: '2026-11-25T22:40:00.000Z',
    user: 'impagos@ejemplo.es',
    action: 'signin',
    outcome: 'denied',
    ip: '198.51.100.80',
    detail: 'reason: user_disabled',
  },
  {
    id: '102',
    at: '2026-11-25T18:00:00.000Z',
    user: null,
    action: 'signin',
    outcome: 'fail',
    ip: '192.0.2.1',
    detail: 'reason: invalid_credentials',
  },
  {
    id: '101',
    at: '2026-11-25T17:58:00.000Z',
    user: 'beatriz@bufete-sur.es',
    action: 'signup',
    outcome: 'ok',
    ip: '203.0.113.50',
    detail: '',
  },
];

/** Events with a long detail and an unknown action. */
export const auditEntriesLong: AuditEntryItem[] = [
  {
    id: '200',
    at: '2026-11-26T10:00:00.000Z',
    user: 'maria.de.los.angeles.fernandez-villaverde@abogados-asociados-de-andalucia-oriental.es',
    action: 'user_disabled',
    outcome: 'ok',
    ip: '2001:db8:85a3:0000:0000:8a2e:0370:7334',
    detail:
      'reason: Impago reiterado de las cuotas de los meses de agosto, septiembre y octubre tras tres avisos por correo y una llamada · sessions_revoked: 3',
  },
  { ...auditEntries[0]!, id: '199', action: 'evento_futuro' },
  ...auditEntries,
];
