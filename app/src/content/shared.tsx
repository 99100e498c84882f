/**
 * Facts and small helpers shared by the legal and marketing texts, so a price, a limit or a date is
 * written once. The values mirror the product spec (§1, §6, §9); if the spec changes, change them here.
 */
import type React from 'react';
import type { ContentContext } from './types';

/** Date shown as «Última actualización» on every legal page. */
export const LEGAL_UPDATED_AT = '22 de noviembre de 2026';

/** Trial length in days (spec §9). */
export const TRIAL_DAYS = 30;

/** Largest upload in MB and accepted formats (spec §5, §9). */
export const MAX_UPLOAD_MB = 10;
export const UPLOAD_FORMATS = ['PDF', 'DOCX', 'TXT'] as const;

/** Public paths of the legal pages (spec §2), used for cross-links between texts. */
export const LEGAL_PATHS = {
  privacy: '/legal/privacy-policy',
  terms: '/legal/terms-of-service',
  cookies: '/legal/cookie-policy',
  notice: '/legal/legal-notice',
  rights: '/legal/gdpr-rights',
} as const;

/** One row of the plan table (spec §6) as shown to customers. */
export type PlanFact = {
  id: 'estudiante' | 'individual' | 'despacho' | 'empresarial';
  name: string;
  priceEur: number;
  analyses: string;
  depth: string;
  pdf: boolean;
  batch: boolean;
  api: boolean;
  prioritySupport: boolean;
  externalAi: boolean;
};

export const PLAN_FACTS: readonly PlanFact[] = [
  {
    id: 'estudiante',
    name: 'Estudiante',
    priceEur: 0,
    analyses: '5',
    depth: 'Básico',
    pdf: false,
    batch: false,
    api: false,
    prioritySupport: false,
    externalAi: false,
  },
  {
    id: 'individual',
    name: 'Individual',
    priceEur: 99,
    analyses: '50',
    depth: 'Completo',
    pdf: true,
    batch: false,
    api: false,
    prioritySupport: false,
    externalAi: true,
  },
  {
    id: 'despacho',
    name: 'Despacho',
    priceEur: 299,
    analyses: '200',
    depth: 'Completo',
    pdf: true,
    batch: true,
    api: false,
    prioritySupport: true,
    externalAi: true,
  },
  {
    id: 'empresarial',
    name: 'Empresarial',
    priceEur: 599,
    analyses: 'Ilimitados',
    depth: 'Experto',
    pdf: true,
    batch: true,
    api: true,
    prioritySupport: true,
    externalAi: true,
  },
];

/** «99 €» / «0 €» in Spanish notation. */
export function euros(amount: number): string {
  return `${amount.toLocaleString('es-ES')} €`;
}

/** The six report templates (spec §3, template ids). */
export const REPORT_TEMPLATES = [
  'Demanda civil',
  'Querella penal',
  'Recurso de apelación',
  'Contrato de arrendamiento',
  'Escrito de alegaciones',
  'Demanda laboral',
] as const;

/** Beta programme figures as advertised on the landing page (spec §1). */
export const BETA_FIGURES = [
  { value: '42', label: 'documentos analizados' },
  { value: '86,81 %', label: 'de precisión' },
  { value: '2:14', label: 'de tiempo de procesamiento (min:s)' },
  { value: '31', label: 'endpoints de API' },
] as const;

/** Beta launch as stated in the spec (§1). */
export const BETA_LAUNCH = 'septiembre de 2025';

/** A mailbox rendered as a `mailto:` link. */
export function Mail({ to }: { to: string }): React.ReactElement {
  return <a href={`mailto:${to}`}>{to}</a>;
}

/**
 * The city or province of the owner's address, for the Registro Mercantil and jurisdiction lines:
 * the last comma-separated part that is not the country, without its postal code; a province in
 * parentheses («28220 Majadahonda (Madrid)») wins, since registries are provincial. Empty when none.
 */
export function registryCity(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(españa|spain)$/i.test(part));
  const last = parts.at(-1) ?? '';
  const province = /\(([^)]+)\)/.exec(last)?.[1];
  return (province ?? last)
    .replace(/\b\d{5}\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The owner identified in one line: «Nombre (NIF X), con domicilio en Y». */
export function ownerLine(ctx: ContentContext): string {
  return `${ctx.owner.name} (NIF ${ctx.owner.nif}), con domicilio en ${ctx.owner.address}`;
}

/** « (https://…)» after a mention of the website when the context has a public URL, else empty. */
export function siteSuffix(ctx: ContentContext): string {
  return ctx.publicUrl ? ` (${ctx.publicUrl.replace(/\/+$/, '')})` : '';
}

/** True when the owner's name carries a Spanish company form (S.L., S.A., S.L.U., S.Coop., …). */
export function isCompany(name: string): boolean {
  return /(^|[\s,])(s\.?\s?l\.?(\s?[up]\.?)?|s\.?\s?a\.?(\s?u\.?)?|s\.?\s?coop\.?|sociedad\b)(?=$|[\s,.])/i.test(
    name,
  );
}
