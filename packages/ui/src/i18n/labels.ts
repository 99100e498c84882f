import type * as es from './es';

/** The type of every default label of the design system: the groups of `i18n/es.ts`. */
export type Labels = typeof es;
