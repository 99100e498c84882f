import type { CaseFilters } from './CaseToolbar';

/** Tags present in the sample cases. */
export const sampleTags = ['administrativo', 'civil', 'herencia', 'laboral', 'testamento'];

/** A search plus every kind of filter. */
export const activeFilters: CaseFilters = {
  query: 'herencia',
  status: 'active',
  priority: 'high',
  tags: ['civil'],
};

/** Many long tags, to check wrapping. */
export const manyTags = [
  'civil',
  'penal',
  'laboral',
  'administrativo',
  'mercantil',
  'familia',
  'responsabilidad-contractual',
  'comunidad-de-propietarios',
  'propiedad-horizontal',
  'arrendamientos-urbanos',
  'reclamación-de-cantidad',
  'derecho-de-sucesiones',
];
