/**
 * Pseudonymisation of a Spanish legal text before it leaves the machine (issue 13, item 10; ADR 0022):
 * names, private organisations, places, addresses, identifiers, bank accounts, phones, e-mails, property
 * references and procedural numbers are replaced by consistent placeholders ('[PERSONA_1]'), and
 * {@link restore} puts the originals back in a model's answer. Courts, public bodies, dates, amounts,
 * legal citations, ECLI and Roj stay: a lawyer (and a model) needs them, and they identify nobody.
 *
 * It errs on the side of masking: besides the entities of `extractEntities`, any capitalised run inside
 * a sentence that is not a known legal or common word, and anything shaped like an identifier (letters
 * and digits mixed, long digit groups, numbers with slashes that are not dates), is masked too.
 * Pure functions, no I/O.
 *
 * @module
 */
import { fold } from './citations.js';
import { readBio } from './entities/bio.js';
import { extractEntities } from './entities/index.js';
import { HONORIFICS, KNOWN_ORGS, NOT_NAMES, ORG_HEADS, ORG_TAILS, PLACES } from './entities/lexicon.js';
import type { Entity } from './entities/types.js';

/** Kinds of placeholder, in the order their numbers are read ('[PERSONA_1]', '[DNI_2]'…). */
export const PSEUDONYM_KINDS = [
  'PERSONA',
  'ORGANIZACION',
  'LUGAR',
  'DIRECCION',
  'DNI',
  'IBAN',
  'TELEFONO',
  'EMAIL',
  'REFERENCIA',
  'CODIGO',
] as const;
/** One kind of placeholder. */
export type PseudonymKind = (typeof PSEUDONYM_KINDS)[number];

/** Placeholder ('[PERSONA_1]') → the original it stands for (the longest form seen of that person, place…). */
export type PseudonymMap = Record<string, string>;

/** One replaced span of the original text. */
export interface PseudonymSpan {
  /** Offset of the first character replaced, in the original text. */
  start: number;
  /** Offset just after the last character replaced. */
  end: number;
  /** The placeholder written instead ('[PERSONA_1]'). */
  placeholder: string;
  /** Its kind. */
  kind: PseudonymKind;
}

/** Options of {@link pseudonymise}. */
export interface PseudonymiseOptions {
  /**
   * A map from an earlier call to continue (several messages of one conversation): the same person keeps
   * the same placeholder and new ones are numbered after it. It is not modified.
   * @default {}
   */
  map?: PseudonymMap;
  /**
   * Keep ECLI and Roj identifiers: they name a published, already anonymised judgment.
   * @default true
   */
  keepPublicCodes?: boolean;
}

/** What {@link pseudonymise} returns. */
export interface PseudonymisedText {
  /** The text with every masked span replaced by its placeholder. */
  text: string;
  /** Every placeholder used (including those of `options.map`) → its original. */
  map: PseudonymMap;
  /** The spans replaced, in text order, with offsets into the original text. */
  spans: PseudonymSpan[];
}

/** Capitalised words that stay: institutions, document parts, procedural and social-security terms. */
const LEGAL_WORDS = new Set(
  `
jurisprudencia id cendoj roj ecli nig organo sede seccion fecha tipo resoluciones resolucion recurso
recursos casacion suplicacion apelacion unificacion doctrina reposicion amparo revision queja nulidad
vistos visto considerando resultando suplico otrosi digo dice juridico juridicos juridica probados
fundamento fundamentos antecedente hecho hecho hechos fallo fallamos acuerdo acordamos dispongo
excmo excma excmos excmas ilmo ilma ilmos ilmas iltmo iltma sres sras srs senores senoras senor senora
letrado letrada letrados procurador procuradora administracion justicia supremo superior constitucional
audiencia nacional provincial juzgado juzgados tribunal tribunales sala salas seccion pleno primera
instancia instruccion social penal civil contencioso administrativo mercantil militar menores
vigilancia penitenciaria familia violencia mujer registro propiedad mercantil notario notaria
ministerio fiscal fiscalia abogacia abogado abogada estado comunidad comunidades autonoma autonomas
junta gobierno ayuntamiento diputacion consejeria conselleria generalitat agencia tributaria hacienda
tesoreria instituto seguridad entidad entidades gestora gestoras regimen especial autonomos trabajadores
trabajador empresa empresas incapacidad permanente temporal total absoluta parcial gran invalidez
invalidez jubilacion viudedad orfandad prestacion prestaciones pension pensiones base reguladora
codigo ley leyes organica real decreto decretos legislativo texto refundido estatuto estatutos
constitucion espanola union europea europeo convenio convenios colectivo reglamento directiva boletin
oficial boe cc ce lec lecrim lrjs lopj et lau lpacap lgss lgt lisos lcsp lh ljca lrbrl lsc tjue tedh
tc ts tsj stsj sts sap ats atsj san aan rgss inss tgss sepe evi epi ip it iva irpf sl sa cif nif nie dni
iban bic swift cp cuenta expediente beneficiario secretaria oficina judicial servicio comun procesal
sentencia sentencias auto autos providencia decreto diligencia ordenacion demanda demandada demandado
demandante actor actora recurrente recurrido recurrida apelante apelado ejecutante ejecutado parte
partes querella querellante querellado denuncia denunciante acusado acusada victima perjudicado
mutua mutuas accidentes trabajo enfermedad profesional contingencias comunes medico medica informe
tribunal medico valoracion equipo unidad salud hospital hospitales centro centros sanidad sanitario
reino republica espana comunidad autonomia provincia municipio
si no i ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx
pagina pag folio anexo documento documentos numero num n no nº jdo jdos sjs sjpi sjm sjca sjcp proc rec
`
    .split(/\s+/)
    .filter(Boolean),
);
/** Heads of a private organisation's name: a run holding one of these and an unknown word is an organisation. */
const PRIVATE_HEADS = new Set(
  [
    'Asociación',
    'Fundación',
    'Federación',
    'Confederación',
    'Sindicato',
    'Partido',
    'Banco',
    'Caja',
    'Compañía',
    'Sociedad',
    'Cooperativa',
    'Mutua',
    'Clínica',
    'Liga',
    'Movimiento',
    'Grupo',
    'Empresa',
    'Construcciones',
    'Inversiones',
    'Promociones',
    'Servicios',
    'Seguros',
    'Aseguradora',
    'Comercial',
    'Distribuciones',
    'Industrias',
    'Transportes',
    'Inmobiliaria',
    'Consultores',
    'Abogados',
    'Asesores',
  ].map((w) => fold(w)),
);
/** Heads of public bodies and courts: an unknown word in their run is their seat (a place). */
const PUBLIC_HEADS = new Set(
  [
    ...ORG_HEADS.filter((h) => !PRIVATE_HEADS.has(fold(h))),
    'Tribunal',
    'Juzgado',
    'Audiencia',
    'Sala',
    'Junta',
    'Generalitat',
    'Xunta',
    'Registro',
    'Notaría',
    'Comisaría',
    'Prisión',
  ].map((w) => fold(w)),
);
const HONORIFIC_SET = new Set(HONORIFICS.map((h) => fold(h)));
const TAIL_SET = new Set(ORG_TAILS.map((t) => fold(t).replace(/\.$/, '')));
const KNOWN_ORG_SET = new Set(KNOWN_ORGS.map((o) => fold(o)));
const PLACE_SET = new Set(PLACES.map((p) => fold(p)));
/** Particles and function words that never count as a word of a name when comparing mentions. */
const LINK_WORDS = new Set(
  'de del la las los el y e i da di do dos du van von der den le'.split(' ').filter(Boolean),
);

/** A capitalised word or one in capitals (also with hyphens or apostrophes), or an initial. */
const WORD = String.raw`(?:\p{Lu}[\p{L}\p{M}'’]*(?:-\p{Lu}[\p{L}\p{M}'’]*)*\.?|\p{Lu}\.)`;
/** A run of capitalised words joined by spaces or name particles. */
const RUN_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}\[_])${WORD}(?:(?:[ \t]+|[ \t]+(?:de|del|de la|de los|de las|van|von|da|dos)[ \t]+)${WORD})*(?![\p{L}\p{N}_\]])`,
  'gu',
);
/** Letters and digits mixed, at least five characters ('NUM000', 'X1234567L', '9872023VH5797S0001WX'). */
const MIXED_RE = /(?<![\p{L}\p{N}_[])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,}(?![\p{L}\p{N}_\]])/gu;
/** Numbers joined by slashes ('552/05', '0000098 /2025'). */
const SLASH_RE = /(?<![\p{L}\p{N}/])\d+(?:\s?\/\s?[\dA-Za-z]+)+(?![\p{L}\p{N}])/gu;
/** Long groups of digits (≥ 7 digits in all) with spaces, dashes or dots between ('0446-0000-66-0098-25'). */
const DIGITS_RE = /(?<![\p{L}\p{N}])(?:[A-Z]{2}\d{2}[ -]?)?\d[\d -]*\d(?![\p{L}\p{N}])/gu;
/** An IBAN's shape, checksum not verified ('ES55 0049-3569-9200-0500-1274'). */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){3,7}(?:[ -]?[A-Z0-9]{1,4})?$/;
/** A DNI or NIE's shape, check letter not verified. */
const DNI_SHAPE = /^(?:\d{8}|[XYZ]\d{7})[A-Z]$/;
/** The words before an identifier that say it is a personal one. */
const ID_BEFORE =
  /(?:D\.?\s?N\.?\s?I|N\.?\s?I\.?\s?E|N\.?\s?I\.?\s?F|C\.?\s?I\.?\s?F|pasaporte|documento\s+nacional\s+de\s+identidad)\.?\s*(?:n\.?\s?º|n[úu]m\.|n[úu]mero|no\.?)?\s*(?:no\.?\s*)?$/iu;
/** The rest of an address after the street and number: floor, door, postal code and town. */
const ADDRESS_TAIL = String.raw`(?:,?\s*(?:\d+\s?[ºª°]\.?\s*[A-Z]?|\d+\.?\s?[ºª°]\s*[A-Z]?|(?:piso|puerta|planta|escalera|esc\.|portal|bajo|bloque|local)\s*[\dA-Z]*[ºª]?|\d{5}(?:\s+\p{Lu}[\p{L}\p{M}-]*(?:\s+(?:de|del|de\s+la)?\s*\p{Lu}[\p{L}\p{M}-]*)*)?))`;
const ADDRESS_TAIL_RE = new RegExp(`^(?:${ADDRESS_TAIL})+`, 'u');
/** A postal code and its town ('28001 Madrid'). */
const POSTAL_RE =
  /(?<![\p{L}\p{N}])(?:C\.?P\.?\s*)?[0-5]\d{4}\s+\p{Lu}[\p{Ll}\p{M}]+(?:\s+(?:de\s+)?\p{Lu}[\p{Ll}\p{M}]+)*/gu;
/** A Roj with the court's region ('Roj: STSJ BAL 451/2025'): public, it stays. */
const ROJ_RE = /(?<![\p{L}])Roj:?\s*[A-Z]{2,5}(?:\s+[A-Z]{2,4})?\s+\d{1,6}\/\d{4}/gu;
/**
 * What comes before a capitalised word that starts a sentence (and says nothing by its capital): a full
 * stop, a colon, an opening quote, a paragraph's tag or a blank line — not a line break inside a
 * sentence ('la Mutua\nAsepeyo', 'la Mutua<br>Asepeyo').
 */
const SENTENCE_START = /(?:^|[.!?:;«"“(\-–—]|\.-|\d\.?º?\.?-?|<(?!br\b)[a-z][^>]*>|\n[ \t]*\n)\s*$/u;
/** A placeholder as written, or as a model may alter it ('[Persona_1]', 'PERSONA_1', '[PERSONA 1]'). */
const PLACEHOLDER_RE =
  /\[\s*(PERSONA|ORGANIZACI[OÓ]N|LUGAR|DIRECCI[OÓ]N|DNI|IBAN|TEL[EÉ]FONO|E-?MAIL|REFERENCIA|C[OÓ]DIGO)[_\s-]?(\d+)\s*\]|(?<![\p{L}\p{N}_])(PERSONA|ORGANIZACI[OÓ]N|LUGAR|DIRECCI[OÓ]N|DNI|IBAN|TEL[EÉ]FONO|E-?MAIL|REFERENCIA|C[OÓ]DIGO)[_-](\d+)(?![\p{L}\p{N}_])/giu;

interface Candidate {
  start: number;
  end: number;
  kind: PseudonymKind;
  /** Lower numbers win an overlap. */
  rank: number;
  /** Exact key for kinds compared by value (identifiers, codes). */
  key?: string;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The words of a mention that identify it: folded, without honorifics, particles or punctuation. */
function nameWords(text: string): string[] {
  return fold(text)
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w !== '' && !LINK_WORDS.has(w) && !HONORIFIC_SET.has(w));
}

/** True when a capitalised word of a run says nothing by itself: a legal, common or function word. */
function known(word: string, lowerWords: ReadonlySet<string>): boolean {
  const w = fold(word).replace(/[.'’]+$/, '');
  if (/^\p{L}\.$/u.test(word)) return false;
  return (
    LEGAL_WORDS.has(w) ||
    NOT_NAMES.has(w) ||
    HONORIFIC_SET.has(w) ||
    TAIL_SET.has(w) ||
    lowerWords.has(w) ||
    /^[ivxlc]+$/.test(w)
  );
}

/** The kind of a masked entity, or null when the entity stays. */
function entityKind(e: Entity, keepPublicCodes: boolean): PseudonymKind | null {
  switch (e.type) {
    case 'PER':
      return 'PERSONA';
    case 'ORG':
      return 'ORGANIZACION';
    case 'LOC':
      return e.subtype === 'dirección' ? 'DIRECCION' : 'LUGAR';
    case 'ID':
      return 'DNI';
    case 'IBAN':
      return 'IBAN';
    case 'PHONE':
      return 'TELEFONO';
    case 'EMAIL':
      return 'EMAIL';
    case 'CODE':
      return keepPublicCodes && (e.subtype === 'ECLI' || e.subtype === 'ROJ') ? null : 'CODIGO';
    case 'PROPERTY':
      return e.subtype === 'registro' ? null : 'REFERENCIA';
    default:
      return null;
  }
}

/** Spans that stay as written (courts, public bodies, dates, amounts, citations, public codes, placeholders). */
function keptSpans(text: string, entities: readonly Entity[], keepPublicCodes: boolean) {
  const kept: Array<{ start: number; end: number }> = [];
  for (const e of entities) {
    if (['DATE', 'TIME', 'DURATION', 'MONEY', 'CITATION'].includes(e.type)) kept.push(e);
    if (e.type === 'CODE' && keepPublicCodes && (e.subtype === 'ECLI' || e.subtype === 'ROJ')) kept.push(e);
  }
  for (const m of text.matchAll(PLACEHOLDER_RE)) kept.push({ start: m.index, end: m.index + m[0].length });
  if (keepPublicCodes)
    for (const m of text.matchAll(ROJ_RE)) kept.push({ start: m.index, end: m.index + m[0].length });
  return kept;
}

/** Public bodies and courts: their head words stay, only their unknown words (a seat) are masked. */
function publicSpans(entities: readonly Entity[]) {
  return entities.filter((e) => e.type === 'COURT' || e.type === 'AUTHORITY' || e.subtype === 'registro');
}

/** A company with its legal form after a comma or not ('Construcciones Levante, S.L.'). */
const COMPANY_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${WORD}(?:(?:[ \t]+|[ \t]+(?:de|del|de la|y|e|&)[ \t]+)${WORD})*,?[ \t]+(?:S\.?\s?[AL]\.?(?:\s?U\.?)?|S\.?\s?Coop\.?|S\.?\s?C\.?|C\.?\s?B\.?|SLU|SAU|SLL)(?![\p{L}\p{N}])`,
  'gu',
);

/** The candidates read from the extractor's entities. */
function fromEntities(text: string, entities: readonly Entity[], keepPublicCodes: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(COMPANY_RE))
    out.push({ start: m.index, end: m.index + m[0].length, kind: 'ORGANIZACION', rank: 0 });
  const registries = entities.filter((e) => e.type === 'PROPERTY' && e.subtype === 'registro');
  for (const e of entities) {
    let kind = entityKind(e, keepPublicCodes);
    if (kind === null) continue;
    // A registry's number is part of its name ('Registro de la Propiedad nº 2').
    if (kind === 'CODIGO' && registries.some((r) => overlaps(r, e))) continue;
    // A place whose name holds a company's head word is a company ('demanda a Construcciones Levante').
    if (kind === 'LUGAR' && nameWords(e.text).some((w) => PRIVATE_HEADS.has(w))) kind = 'ORGANIZACION';
    let { start, end } = e;
    if (kind === 'PERSONA' || kind === 'ORGANIZACION') {
      // A run of honorifics and heads only ('Excmo. Ayuntamiento', 'DE') names nobody.
      const words = nameWords(e.text);
      if (words.every((w) => LEGAL_WORDS.has(w) || NOT_NAMES.has(w) || PUBLIC_HEADS.has(w))) continue;
      if (kind === 'ORGANIZACION' && KNOWN_ORG_SET.has(fold(e.text))) continue;
    }
    if (kind === 'PERSONA') {
      // One name per line ('D. Antoni Oliver Reus\nD. Joan Agustí Maragall' are two judges), masked
      // with its honorifics ('el Sr. Pérez' → 'el [PERSONA_1]'), which say the sex of the person.
      for (const line of e.text.matchAll(/[^\n]+/g)) {
        const s = e.start + line.index;
        const end = e.start + line.index + line[0].trimEnd().length;
        if (nameWords(text.slice(s, end)).length > 0) out.push({ start: s, end, kind, rank: 0 });
      }
      continue;
    }
    if (kind === 'REFERENCIA' && typeof e.value === 'string') {
      const at = e.text.toUpperCase().lastIndexOf(e.value.toUpperCase());
      if (at > 0) start = e.start + at;
    }
    if (kind === 'DIRECCION') {
      const tail = ADDRESS_TAIL_RE.exec(text.slice(end, end + 80));
      if (tail) end += tail[0].length;
    }
    out.push({ start, end, kind, rank: 0, key: identifierKey(kind, text.slice(start, end)) });
  }
  return out;
}

function identifierKey(kind: PseudonymKind, s: string): string | undefined {
  if (['PERSONA', 'ORGANIZACION', 'LUGAR', 'DIRECCION'].includes(kind)) return undefined;
  return kind === 'EMAIL' ? s.toLowerCase() : s.toUpperCase().replace(/[\s.\-/]/g, '');
}

/** Candidates from the shape of the text: capitalised runs, identifiers, numbers, postal codes. */
function fromShapes(
  text: string,
  kept: ReadonlyArray<{ start: number; end: number }>,
  publics: readonly Entity[],
  taken: readonly Candidate[],
) {
  const out: Candidate[] = [];
  const lowerWords = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}\p{M}]+/gu)) lowerWords.add(fold(m[0]));
  const free = (s: number, e: number) => !kept.some((k) => overlaps(k, { start: s, end: e }));

  for (const m of text.matchAll(RUN_RE)) {
    const words = [...m[0].matchAll(new RegExp(WORD, 'gu'))].map((w) => ({
      text: w[0],
      start: m.index + w.index,
      end: m.index + w.index + w[0].length,
    }));
    const folded = words.map((w) => fold(w.text).replace(/\.$/, ''));
    const atStart = SENTENCE_START.test(text.slice(Math.max(0, m.index - 12), m.index));
    const unknown = words.map((w, i) => {
      if (known(w.text, lowerWords) || taken.some((t) => overlaps(t, w))) return false;
      // A single capitalised word that opens a sentence says nothing by its capital.
      // A single capitalised word that opens a sentence ('Iniciadas actuaciones…') says nothing by its
      // capital; alone in quotes or before a name it does ('"Solidarność"').
      if (
        i === 0 &&
        atStart &&
        words.length === 1 &&
        !/\d/.test(w.text) &&
        !/^\p{Lu}{2,}/u.test(w.text) &&
        /^[\s,]+\p{Ll}/u.test(text.slice(w.end, w.end + 4))
      )
        return false;
      if (i === 0 && atStart && /^\p{Lu}\p{Ll}/u.test(w.text) && !/^\p{Lu}\p{Ll}/u.test(words[1]?.text ?? ''))
        return false;
      return true;
    });
    if (!unknown.some(Boolean)) continue;
    const first = words[0];
    const last = words[words.length - 1];
    if (!first || !last) continue;
    const inPublic = publics.some((p) => overlaps(p, { start: first.start, end: last.end }));
    const from = words.findIndex((w) => !taken.some((t) => overlaps(t, w)));
    const rest = from < 0 ? [] : folded.slice(from);
    if (!inPublic && rest.some((w) => PRIVATE_HEADS.has(w) || TAIL_SET.has(w))) {
      // 'Mutua Maz', 'Construcciones Levante': the whole run is the organisation.
      const s = words[from]?.start ?? 0;
      if (free(s, last.end) && !taken.some((t) => overlaps(t, { start: s, end: last.end }))) {
        out.push({ start: s, end: last.end, kind: 'ORGANIZACION', rank: 2 });
        continue;
      }
    }
    const seat = inPublic || folded.some((w) => PUBLIC_HEADS.has(w));
    // Otherwise each stretch of unknown words (particles between them included) is masked.
    let i = 0;
    while (i < words.length) {
      if (!unknown[i]) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < words.length && unknown[j + 1]) j++;
      const s = words[i]?.start ?? 0;
      const e = words[j]?.end ?? 0;
      const stretch = folded.slice(i, j + 1).join(' ');
      // A name right after a place ('Palma de Mallorca', 'Elche, Alicante') is part of it.
      const afterPlace = taken.some(
        (t) => t.kind === 'LUGAR' && t.end <= s && /^\s*(?:de|del|,)?\s*$/u.test(text.slice(t.end, s)),
      );
      const kind: PseudonymKind = seat || afterPlace || PLACE_SET.has(stretch) ? 'LUGAR' : 'PERSONA';
      if (free(s, e)) out.push({ start: s, end: e, kind, rank: 2 });
      i = j + 1;
    }
  }
  for (const m of text.matchAll(MIXED_RE)) {
    const s = m.index;
    const e = s + m[0].length;
    if (!free(s, e)) continue;
    const personal = DNI_SHAPE.test(m[0]) || ID_BEFORE.test(text.slice(Math.max(0, s - 40), s));
    const kind: PseudonymKind = personal ? 'DNI' : 'CODIGO';
    out.push({ start: s, end: e, kind, rank: 1, key: identifierKey(kind, m[0]) });
  }
  for (const m of text.matchAll(DIGITS_RE)) {
    const digits = m[0].replace(/\D/g, '').length;
    if (digits < 7) continue;
    const s = m.index;
    const e = s + m[0].trimEnd().length;
    if (!free(s, e)) continue;
    const kind: PseudonymKind = IBAN_SHAPE.test(m[0].trim())
      ? 'IBAN'
      : ID_BEFORE.test(text.slice(Math.max(0, s - 40), s))
        ? 'DNI'
        : 'CODIGO';
    out.push({ start: s, end: e, kind, rank: 1, key: identifierKey(kind, m[0]) });
  }
  for (const m of text.matchAll(SLASH_RE)) {
    const s = m.index;
    const e = s + m[0].length;
    if (!free(s, e)) continue;
    out.push({ start: s, end: e, kind: 'CODIGO', rank: 1, key: identifierKey('CODIGO', m[0]) });
  }
  for (const m of text.matchAll(POSTAL_RE)) {
    const s = m.index;
    const e = s + m[0].length;
    if (free(s, e)) out.push({ start: s, end: e, kind: 'DIRECCION', rank: 1 });
  }
  return out;
}

interface Group {
  kind: PseudonymKind;
  placeholder: string;
  original: string;
  words: string[];
  key?: string;
  first: number;
}

/** True when every word of a mention is a word of the group (an initial matches a word it starts). */
function within(words: readonly string[], group: readonly string[], initials: boolean): boolean {
  if (!words.some((w) => w.length > 1)) return false;
  return words.every((w) => group.some((g) => g === w || (initials && w.length === 1 && g.startsWith(w))));
}

function parsePlaceholder(p: string): { kind: PseudonymKind; n: number } | null {
  const m = /^\[([A-Z]+)_(\d+)\]$/.exec(p);
  const kind = m?.[1] as PseudonymKind | undefined;
  if (!m || !kind || !(PSEUDONYM_KINDS as readonly string[]).includes(kind)) return null;
  return { kind, n: Number(m[2]) };
}

/** Canonical kind of a placeholder as a model may have written it ('Organización', 'e-mail'). */
function canonicalKind(written: string): PseudonymKind | null {
  const k = fold(written).toUpperCase().replace(/-/g, '');
  return (PSEUDONYM_KINDS as readonly string[]).includes(k) ? (k as PseudonymKind) : null;
}

/**
 * Replaces the personal data of a Spanish legal text by consistent placeholders: the same person is
 * always the same `[PERSONA_n]` — also when written shorter later ('D. Juan Pérez García' … 'el Sr.
 * Pérez'), when that shorter form fits one person only — and likewise `[ORGANIZACION_n]` (private
 * organisations; courts and public bodies stay), `[LUGAR_n]`, `[DIRECCION_n]`, `[DNI_n]`, `[IBAN_n]`,
 * `[TELEFONO_n]`, `[EMAIL_n]`, `[REFERENCIA_n]` (finca, referencia catastral) and `[CODIGO_n]` (case,
 * appeal and file numbers; ECLI and Roj stay unless `keepPublicCodes` is false). Placeholders already in
 * the text are left as they are and never reused.
 *
 * @param text - the text to mask
 * @param options - see {@link PseudonymiseOptions}
 * @returns the masked text, the map to {@link restore} it, and the spans replaced
 */
export function pseudonymise(text: string, options: PseudonymiseOptions = {}): PseudonymisedText {
  const keepPublicCodes = options.keepPublicCodes ?? true;
  const entities = extractEntities(text);
  const kept = keptSpans(text, entities, keepPublicCodes);
  const found = fromEntities(text, entities, keepPublicCodes).filter(
    (c) => !kept.some((k) => overlaps(k, c)),
  );
  const candidates = [...found, ...fromShapes(text, kept, publicSpans(entities), found)].filter(
    (c) => c.end > c.start && !kept.some((k) => overlaps(k, c)),
  );
  candidates.sort((a, b) => a.rank - b.rank || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const chosen: Candidate[] = [];
  for (const c of candidates) if (!chosen.some((k) => overlaps(k, c))) chosen.push(c);
  chosen.sort((a, b) => a.start - b.start);

  // Groups: one per person, organisation, place, identifier… seeded from the map given.
  const groups: Group[] = [];
  const next: Record<string, number> = {};
  const bump = (kind: PseudonymKind, n: number) => (next[kind] = Math.max(next[kind] ?? 0, n));
  for (const [placeholder, original] of Object.entries(options.map ?? {})) {
    const parsed = parsePlaceholder(placeholder);
    if (!parsed) continue;
    bump(parsed.kind, parsed.n);
    groups.push({
      kind: parsed.kind,
      placeholder,
      original,
      words: nameWords(original),
      key: identifierKey(parsed.kind, original),
      first: -1,
    });
  }
  for (const m of text.matchAll(PLACEHOLDER_RE)) {
    const kind = canonicalKind(m[1] ?? m[3] ?? '');
    if (kind) bump(kind, Number(m[2] ?? m[4]));
  }

  // Longer mentions first, so that 'Pérez' joins 'Juan Pérez García' rather than founding its own group.
  const order = [...chosen].sort(
    (a, b) =>
      nameWords(text.slice(b.start, b.end)).length - nameWords(text.slice(a.start, a.end)).length ||
      a.start - b.start,
  );
  const groupOf = new Map<Candidate, Group>();
  for (const c of order) {
    const original = text.slice(c.start, c.end);
    const words = nameWords(original);
    const same = groups.filter((g) => g.kind === c.kind);
    let group: Group | undefined;
    if (c.key !== undefined) group = same.find((g) => g.key === c.key);
    else {
      const key = words.join(' ');
      group = same.find((g) => g.words.join(' ') === key);
      if (!group && words.length > 0) {
        const containing = same.filter((g) => within(words, g.words, c.kind === 'PERSONA'));
        if (containing.length === 1) group = containing[0];
      }
      if (!group && c.rank === 2 && words.length > 0) {
        // A capitalised run found by its shape takes the kind of the one name it is part of ('MALLORCA'
        // after 'Palma de Mallorca').
        const containing = groups.filter((g) => g.key === undefined && within(words, g.words, false));
        if (containing.length === 1) group = containing[0];
      }
    }
    if (!group) {
      group = {
        kind: c.kind,
        placeholder: '',
        original,
        words,
        first: c.start,
        ...(c.key ? { key: c.key } : {}),
      };
      groups.push(group);
    } else {
      if (group.placeholder === '') group.first = Math.min(group.first, c.start);
      // Restore to the fullest form, written in mixed case rather than in capitals when both exist.
      const capitals = (x: string) => x === x.toUpperCase();
      if (words.length >= group.words.length && capitals(group.original) && !capitals(original))
        group.original = original;
    }
    groupOf.set(c, group);
  }
  // New groups are numbered by their first mention in the text.
  for (const g of groups.filter((x) => x.placeholder === '').sort((a, b) => a.first - b.first)) {
    const n = (next[g.kind] ?? 0) + 1;
    next[g.kind] = n;
    g.placeholder = `[${g.kind}_${n}]`;
  }

  const spans: PseudonymSpan[] = [];
  let out = '';
  let at = 0;
  for (const c of chosen) {
    const g = groupOf.get(c);
    if (!g) continue;
    out += text.slice(at, c.start) + g.placeholder;
    at = c.end;
    spans.push({ start: c.start, end: c.end, placeholder: g.placeholder, kind: c.kind });
  }
  out += text.slice(at);
  const map: PseudonymMap = { ...options.map };
  for (const g of groups) map[g.placeholder] = g.original;
  return { text: out, map, spans };
}

/**
 * Puts the originals back in a text written from a pseudonymised one (a model's answer). Placeholders a
 * model altered slightly are restored too ('[Persona_1]', 'PERSONA_1', '[PERSONA 1]', '[ORGANIZACIÓN_2]');
 * placeholders the map does not know are left as they are.
 *
 * @param text - the text with placeholders
 * @param map - the map returned by {@link pseudonymise}
 */
export function restore(text: string, map: PseudonymMap): string {
  return text.replace(PLACEHOLDER_RE, (whole, k1?: string, n1?: string, k2?: string, n2?: string) => {
    const kind = canonicalKind(k1 ?? k2 ?? '');
    const original = kind ? map[`[${kind}_${Number(n1 ?? n2)}]`] : undefined;
    return original ?? whole;
  });
}

/** Labels whose gold tokens {@link scoreMasking} counts. */
export const MASKED_LABELS = ['PER', 'LOC', 'ORG', 'CODE'] as const;
/** One of {@link MASKED_LABELS}. */
export type MaskedLabel = (typeof MASKED_LABELS)[number];
/**
 * Gold tokens per label: seen, masked, and left as written inside a court's or public body's name (kept
 * by design: the revised files annotate courts and authorities as ORG).
 */
export type MaskCounts = Record<MaskedLabel, { total: number; masked: number; publicBody: number }>;

/** Empty mask counts. */
export function emptyMaskCounts(): MaskCounts {
  return Object.fromEntries(
    MASKED_LABELS.map((l) => [l, { total: 0, masked: 0, publicBody: 0 }]),
  ) as MaskCounts;
}

const DETERMINERS = new Set(['el', 'la', 'los', 'las']);

/**
 * Pseudonymises the text rebuilt from a BIO file and counts, per label, the gold PER, LOC, ORG and CODE
 * tokens that fall inside a replaced span. A leading determiner of a gold span and tokens without a
 * letter or digit (punctuation) are not counted: they identify nobody. Tokens left unmasked inside a
 * court or public body found by `extractEntities` are also counted apart (`publicBody`).
 */
export function scoreMasking(content: string, counts: MaskCounts = emptyMaskCounts()): MaskCounts {
  const doc = readBio(content);
  const { spans } = pseudonymise(doc.text);
  const publics = publicSpans(extractEntities(doc.text));
  let k = 0;
  let inSpanStart = true;
  let prevType = '';
  for (const t of doc.tokens) {
    const type = t.label.replace(/^[BI]-/, '');
    const begins = t.label.startsWith('B-') || type !== prevType;
    prevType = t.label === 'O' ? '' : type;
    if (!(MASKED_LABELS as readonly string[]).includes(type)) continue;
    if (begins) inSpanStart = true;
    if (inSpanStart && DETERMINERS.has(t.token.toLowerCase())) continue;
    inSpanStart = false;
    if (!/[\p{L}\p{N}]/u.test(t.token)) continue;
    const c = counts[type as MaskedLabel];
    c.total++;
    while (k < spans.length && (spans[k]?.end ?? 0) <= t.start) k++;
    const s = spans[k];
    if (s && s.start <= t.start && t.end <= s.end) c.masked++;
    else if (publics.some((p) => p.start <= t.start && t.end <= p.end)) c.publicBody++;
  }
  return counts;
}

/** Share of masked tokens per label and over all of them (1 when there are none). */
export function maskedShares(counts: MaskCounts): Record<MaskedLabel | 'all', number> {
  const share = (m: number, t: number) => (t === 0 ? 1 : Math.round((m / t) * 10000) / 10000);
  let total = 0;
  let masked = 0;
  const out = {} as Record<MaskedLabel | 'all', number>;
  for (const l of MASKED_LABELS) {
    out[l] = share(counts[l].masked, counts[l].total);
    total += counts[l].total;
    masked += counts[l].masked;
  }
  out.all = share(masked, total);
  return out;
}
