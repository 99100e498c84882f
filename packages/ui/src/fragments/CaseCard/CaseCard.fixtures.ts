import type { CaseCardItem, CaseDetailItem } from './caseModel';

/** The fixed clock of every case story. */
export const caseNow = '2026-06-15T10:00:00.000Z';

/** A civil case with everything filled in. */
export const inheritanceCase: CaseDetailItem = {
  id: 'case-herencia',
  title: 'Herencia de D. Antonio Ruiz Gómez',
  clientName: 'María Ruiz Ortega',
  clientEmail: 'maria.ruiz@example.es',
  clientPhone: '+34 612 345 678',
  status: 'active',
  priority: 'high',
  tags: ['civil', 'herencia', 'testamento'],
  documentsCount: 3,
  dueDate: '2026-12-12',
  overdue: false,
  updatedAt: '2026-06-15T08:00:00.000Z',
  createdAt: '2026-03-02T09:30:00.000Z',
  href: '/cases?caso=case-herencia',
  description:
    'Aceptación y partición de la herencia. Tres herederos; un inmueble en Madrid y dos cuentas bancarias.',
  caseType: 'Civil',
  court: 'Juzgado de Primera Instancia n.º 4 de Madrid',
  judge: 'Dña. Elena Martín Sáez',
  notes: 'Pendiente de recibir el certificado de últimas voluntades.',
};

/** A labour case past its due date. */
export const dismissalCase: CaseDetailItem = {
  id: 'case-despido',
  title: 'Despido improcedente — Logística Norte, S.L.',
  clientName: 'Javier Morales Peña',
  clientEmail: null,
  clientPhone: '+34 699 111 222',
  status: 'pending',
  priority: 'urgent',
  tags: ['laboral'],
  documentsCount: 1,
  dueDate: '2026-06-01',
  overdue: true,
  updatedAt: '2026-06-12T16:20:00.000Z',
  createdAt: '2026-05-20T11:00:00.000Z',
  href: '/cases?caso=case-despido',
  description: '',
  caseType: 'Laboral',
  court: null,
  judge: null,
  notes: null,
};

/** A closed case without documents, tags or due date. */
export const leaseCase: CaseDetailItem = {
  id: 'case-arrendamiento',
  title: 'Reclamación de rentas impagadas',
  clientName: null,
  clientEmail: null,
  clientPhone: null,
  status: 'closed',
  priority: 'low',
  tags: [],
  documentsCount: 0,
  dueDate: null,
  overdue: false,
  updatedAt: '2026-04-01T10:00:00.000Z',
  createdAt: '2026-01-10T10:00:00.000Z',
  href: '/cases?caso=case-arrendamiento',
  description: 'Reclamación de cuatro mensualidades al arrendatario del local de la calle Alcalá.',
  caseType: null,
  court: null,
  judge: null,
  notes: null,
};

/** An archived case. */
export const archivedCase: CaseDetailItem = {
  ...leaseCase,
  id: 'case-archivado',
  title: 'Recurso de multa de tráfico',
  clientName: 'Cliente por definir',
  status: 'archived',
  priority: 'medium',
  tags: ['administrativo'],
  documentsCount: 2,
  updatedAt: '2025-11-20T10:00:00.000Z',
  href: '/cases?caso=case-archivado',
};

/** A case just created, not yet confirmed by the server. */
export const pendingCase: CaseCardItem = {
  id: 'temp-1',
  title: 'Nuevo caso de familia',
  clientName: 'Cliente por definir',
  status: 'pending',
  priority: 'medium',
  tags: [],
  documentsCount: 0,
  dueDate: null,
  overdue: false,
  updatedAt: caseNow,
  pending: true,
};

/** Long, unbroken content. */
export const longCase: CaseDetailItem = {
  ...inheritanceCase,
  id: 'case-largo',
  title:
    'Procedimiento ordinario de reclamación de cantidad por incumplimiento del contrato de obra de rehabilitación integral del edificio de la calle Mayor número 123',
  clientName: 'Comunidad de Propietarios del Edificio Residencial Jardines de la Castellana Norte Fase II',
  clientEmail: 'administracion.comunidad.jardines.castellana.norte.fase.dos@administradores-fincas-madrid.es',
  tags: ['civil', 'contratos', 'obra', 'responsabilidad-contractual', 'comunidad-de-propietarios', 'urgente'],
  documentsCount: 128,
  href: '/cases?caso=case-largo',
  notes:
    'Reunión con el administrador el lunes. Pedir el acta de la junta en la que se aprobó la obra, el contrato firmado, las certificaciones de obra y el informe pericial de la arquitecta.',
};

/** The list of the stories, newest first. */
export const sampleCases: CaseDetailItem[] = [inheritanceCase, dismissalCase, leaseCase, archivedCase];
