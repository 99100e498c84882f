import type { AdminPlanOption, AdminUserItem } from './AdminUsersTable';

/** The plans as the app lists them (labels of spec §6). */
export const adminPlans: AdminPlanOption[] = [
  { value: 'estudiante', label: 'Estudiante' },
  { value: 'individual', label: 'Individual' },
  { value: 'despacho', label: 'Despacho' },
  { value: 'empresarial', label: 'Empresarial' },
];

/** The signed-in admin. */
export const adminSelf: AdminUserItem = {
  id: '0d4c7c1e-1111-4a5b-8c9d-000000000001',
  email: 'jefa@despacho.es',
  name: 'Carmen Ruiz',
  organization: 'Ruiz & Asociados',
  plan: 'empresarial',
  planExpiresAt: null,
  trialEndsAt: null,
  isActive: true,
  isAdmin: true,
  createdAt: '2026-01-10T09:00:00.000Z',
  lastSignInAt: '2026-11-26T08:15:00.000Z',
  analysesThisMonth: 42,
  documents: 318,
};

/** A page of users, newest first. */
export const adminUsers: AdminUserItem[] = [
  {
    id: '0d4c7c1e-1111-4a5b-8c9d-000000000002',
    email: 'ana.lopez@despacho.es',
    name: 'Ana López',
    organization: 'López Abogados',
    plan: 'estudiante',
    planExpiresAt: null,
    trialEndsAt: '2026-12-05T00:00:00.000Z',
    isActive: true,
    isAdmin: false,
    createdAt: '2026-11-20T10:30:00.000Z',
    lastSignInAt: '2026-11-25T18:02:00.000Z',
    analysesThisMonth: 3,
    documents: 7,
  },
  {
    id: '0d4c7c1e-1111-4a5b-8c9d-000000000003',
    email: 'beatriz@bufete-sur.es',
    name: 'Beatriz Sánchez',
    organization: 'Bufete Sur',
    plan: 'despacho',
    planExpiresAt: '2026-12-31T00:00:00.000Z',
    trialEndsAt: null,
    isActive: true,
    isAdmin: false,
    createdAt: '2026-09-02T12:00:00.000Z',
    lastSignInAt: '2026-11-24T09:40:00.000Z',
    analysesThisMonth: 118,
    documents: 94,
  },
  {
    id: '0d4c7c1e-1111-4a5b-8c9d-000000000004',
    email: 'impagos@ejemplo.es',
    name: '',
    organization: '',
    plan: 'individual',
    planExpiresAt: null,
    trialEndsAt: null,
    isActive: false,
    isAdmin: false,
    createdAt: '2026-05-14T16:45:00.000Z',
    lastSignInAt: null,
    analysesThisMonth: 0,
    documents: 0,
  },
  adminSelf,
];

/** Users with long names, e-mails and organizations. */
export const adminUsersLong: AdminUserItem[] = [
  {
    ...adminUsers[1]!,
    id: '0d4c7c1e-1111-4a5b-8c9d-000000000010',
    email: 'maria.de.los.angeles.fernandez-villaverde@abogados-asociados-de-andalucia-oriental.es',
    name: 'María de los Ángeles Fernández-Villaverde y Martínez de la Concepción',
    organization: 'Asociación de Abogados Laboralistas de Andalucía Oriental y Ceuta',
  },
  ...adminUsers,
];
