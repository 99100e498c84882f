/**
 * Registered properties: 'finca registral nº 1234', 'referencia catastral 9872023VH5797S0001WX',
 * 'Registro de la Propiedad nº 2 de Jaén' (its town is also a place).
 *
 * @module
 */
import { B } from './names.js';
import { PLACE_NAME } from './places.js';
import type { Entity } from './types.js';

const FINCA_RE = new RegExp(
  `${B}fincas?(?:\\s+registral(?:es)?)?\\s+(?:n\\.?\\s?º|n[úu]m\\.|n[úu]mero)\\s*(\\d[\\d./-]*\\d|\\d)`,
  'giu',
);
const CADASTRE_RE = new RegExp(
  `${B}referencia\\s+catastral:?\\s*(?:n\\.?\\s?º\\s*)?([0-9A-Z]{14}(?:[0-9A-Z]{6})?)(?![0-9A-Z])`,
  'giu',
);
const REGISTRY_RE = new RegExp(
  `${B}Registro\\s+de\\s+la\\s+Propiedad(?:\\s+(?:n\\.?\\s?º|n[úu]m\\.|n[úu]mero)\\s*(\\d+))?(?:\\s+de\\s+(${PLACE_NAME}))?`,
  'gu',
);

/** Properties of a text, with the places of the registries named. */
export function findProperties(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(FINCA_RE))
    out.push({
      type: 'PROPERTY',
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      value: m[1],
      subtype: 'finca',
    });
  for (const m of text.matchAll(CADASTRE_RE))
    out.push({
      type: 'PROPERTY',
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      value: (m[1] ?? '').toUpperCase(),
      subtype: 'referencia catastral',
    });
  for (const m of text.matchAll(REGISTRY_RE)) {
    out.push({
      type: 'PROPERTY',
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      ...(m[1] ? { value: m[1] } : {}),
      subtype: 'registro',
    });
    const town = m[2];
    if (town) {
      const s = m.index + m[0].length - town.length;
      out.push({ type: 'LOC', text: town, start: s, end: s + town.length, subtype: 'sede' });
    }
  }
  return out;
}
