/**
 * Who is who: the parties and their roles (read from the role cues around a name: 'interpuesto por',
 * 'a instancia de', 'frente a', 'en concepto de recurrido', 'en adelante, el ARRENDADOR'), the court,
 * the judge rapporteur (ponente) and the bench.
 *
 * @module
 */
import { fold } from '../citations.js';
import type { Entity } from '../entities/types.js';
import { clip, sentenceAt, type CleanPage } from './text.js';
import type { NamedFinding, Party, PartyRole, Passage } from './types.js';

const HONORIFIC = String.raw`(?:(?:Excm[oa]s?|Ilm[oa]s?)\.\s*)?(?:Sr[a]?\.\s*)?(?:D\.ª|Dª|D\.|Dña\.|Don|Doña)\s+|(?:Sr|Sra)\.\s+|(?:Excm[oa]|Ilm[oa]|EXCM[OA]|ILM[OA])\.\s+`;
const NAME_WORD = String.raw`(?:\p{Lu}\.|\p{Lu}[\p{L}'’ª-]+)`;
const PARTICLES = String.raw`(?:de|del|la|las|los|De|Del|DE|DEL|LA|LAS|LOS)`;
/** A name written in title case ('Ángel Blasco Pellicer', 'Mutua de Accidentes de Trabajo Maz'). */
const TITLE_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:${PARTICLES}[ \t]+)*\p{Lu}[\p{L}'’-]+)*`;
/** A name in capitals ('INSTITUTO NACIONAL DE LA SEGURIDAD SOCIAL', 'CONSTRUCCIONES PÉREZ, S.L.'). */
const CAPS_NAME = String.raw`\p{Lu}[\p{Lu}'’-]+(?:[ \t]+(?:\p{Lu}[\p{Lu}'’.-]*|\d+))*(?:,?\s+S\.?\s?[AL]\.?(?:U\.?)?)?`;
/** A party as written after a cue: an honorific and a name, a name in capitals or in title case. */
const PARTY = String.raw`(?:(?:${HONORIFIC})${NAME_WORD}(?:[ \t]+(?:${PARTICLES}[ \t]+)*${NAME_WORD})*|${CAPS_NAME}|${TITLE_NAME})`;
const LEAD = String.raw`\s*,?\s*(?:(?:el|la|los|las|al|del|a\s+la|a\s+los)\s+)?(?:(?:representaci[óo]n|defensa)(?:\s+(?:legal|procesal|letrada))?\s+(?:de\s+)?(?:el\s+|la\s+|los\s+|las\s+|del\s+)?)?(?:entidad\s+|mercantil\s+|empresa\s+|sociedad\s+)?`;

/** Cues after which a party is named, with the role they give. */
const AFTER_CUES: readonly [PartyRole, string][] = [
  [
    'recurrente',
    String.raw`recursos?\s+de\s+[\p{Ll}\s]{3,60}?\s+(?:interpuestos?|formalizados?|formulados?|promovidos?|preparados?)\s+(?:en\s+nombre\s+de\s+|por)`,
  ],
  ['recurrente', String.raw`\b(?:el|la)\s+(?:parte\s+)?recurrente`],
  ['recurrido', String.raw`en\s+concepto\s+de\s+recurrid[oa]s?`],
  ['recurrido', String.raw`\b(?:el|la)\s+(?:parte\s+)?recurrid[oa]`],
  ['demandante', String.raw`\ba\s+instancia\s+de`],
  [
    'demandante',
    String.raw`\b(?:demanda|reclamaci[óo]n)\s+(?:[\p{Ll}\s]{0,60}?\s)?(?:interpuesta|formulada|presentada|planteada|promovida)\s+por`,
  ],
  ['demandante', String.raw`\b(?:el|la)\s+(?:demandante|actor|actora)`],
  [
    'demandado',
    String.raw`\b(?:demanda|reclamaci[óo]n|autos|seguidos|interpuesta|formulada|planteada|promovida|procedimiento|juicio|instancia)\b(?:[^\n](?!\bcontra\b|\bfrente\b)){0,250}[^\n]?\b(?:contra|frente\s+a)`,
  ],
  ['demandado', String.raw`\b(?:el|la|los|las)\s+demandad[oa]s?`],
  ['apelante', String.raw`\b(?:el|la)\s+(?:parte\s+)?apelante`],
  ['apelado', String.raw`\b(?:el|la)\s+(?:parte\s+)?apelad[oa]`],
  ['acusado', String.raw`\b(?:el|la)\s+(?:acusad[oa]|procesad[oa]|investigad[oa])`],
  ['contratante', String.raw`[óo]rgano\s+de\s+contrataci[óo]n\s+(?:es|ser[áa]|del?\s+contrato\s+es)?`],
  ['adjudicatario', String.raw`\badjudicad[oa]\s+a\s+(?:favor\s+de\s+)?`],
  ['letrado', String.raw`\b(?:el|la)\s+letrad[oa](?!\s+de\s+la\s+Administraci)`],
  ['procurador', String.raw`\b(?:el|la)\s+procurador[a]?(?:\s+de\s+los\s+tribunales)?`],
];

const AFTER_RE = AFTER_CUES.map(
  ([role, cue]) =>
    [
      role,
      new RegExp(
        `${cue}${LEAD}(${PARTY})((?:\\s*(?:,|\\sy|\\se)\\s+(?:(?:el|la|los|las|a\\s+la|al)\\s+)?(?:${PARTY}))*)`,
        'gu',
      ),
    ] as const,
);

/** Roles written after the party ('X, parte demandante', 'X (en adelante, el ARRENDADOR)'). */
const BEFORE_RE =
  /(?:(?:en\s+adelante|en\s+lo\s+sucesivo)\s*,?\s*|\bcomo\s+|\ben\s+calidad\s+de\s+|,\s*(?=parte\s))(?:(?:el|la|parte)\s+)*[«"“]?(demandante|demandad[oa]|recurrente|recurrid[oa]|apelante|apelad[oa]|arrendador[a]?|arrendatari[oa]|vendedor[a]?|comprador[a]?|contratista|contratante|adjudicatari[oa]|acusad[oa])\b/giu;
const PARTY_RE = new RegExp(PARTY, 'gu');

const ROLE_WORDS: Readonly<Record<string, PartyRole>> = {
  demandante: 'demandante',
  demandado: 'demandado',
  demandada: 'demandado',
  recurrente: 'recurrente',
  recurrido: 'recurrido',
  recurrida: 'recurrido',
  apelante: 'apelante',
  apelado: 'apelado',
  apelada: 'apelado',
  arrendador: 'arrendador',
  arrendadora: 'arrendador',
  arrendatario: 'arrendatario',
  arrendataria: 'arrendatario',
  vendedor: 'vendedor',
  vendedora: 'vendedor',
  comprador: 'comprador',
  compradora: 'comprador',
  contratista: 'contratista',
  contratante: 'contratante',
  adjudicatario: 'adjudicatario',
  adjudicataria: 'adjudicatario',
  acusado: 'acusado',
  acusada: 'acusado',
};

/** Words that are not a party even when capitalised after a cue. */
const NOT_PARTY =
  /^(?:juzgado|sala|tribunal|audiencia|secci[óo]n|sentencia|auto|resoluci[óo]n|recurso|el|la|los|las|parte|ministerio\s+fiscal$|letrad[oa]|procurador|abogad[oa]|se|que|en|por|con|dicha?|dicho|citad[oa]|referid[oa]|mism[oa]|actor|actora|demandad[oa]|demandante|recurrente|recurrid[oa]|administraci[óo]n\s+de\s+justicia|d\.?|don|doña)(?:\s|$)/i;

const LONE_HEAD =
  /^(?:instituto|ayuntamiento|mutua|ministerio|consejer[íi]a|tesorer[íi]a|entidad|empresa|sociedad|mercantil|excm[oa]s?|ilm[oa]s?|sr[a]?|señor[a]?|administraci[óo]n|fiscal[íi]a|abogac[íi]a|comunidad|junta|diputaci[óo]n|ute)$/iu;

const STRIP_HONORIFIC = new RegExp(`^(?:${HONORIFIC})+`, 'u');

/** The name without honorific ('Excmo. Sr. D. Ángel Blasco' → 'Ángel Blasco'). */
export function bareName(written: string): string {
  return written
    .replace(STRIP_HONORIFIC, '')
    .replace(/\s+/g, ' ')
    .replace(/[,.\s]+$/u, (m) => (/S\.[AL]\.$/u.test(written.trim()) ? m.trim() : ''))
    .trim();
}

const nameKey = (name: string) =>
  fold(bareName(name))
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function isPartyName(name: string): boolean {
  const bare = bareName(name);
  if (bare.length < 3 || NOT_PARTY.test(bare)) return false;
  if (/^(?:NUM\d+|[IVXLC]+)$/.test(bare)) return false;
  // A head word alone ('Instituto' cut by a page break) or an honorific is not a name.
  if (LONE_HEAD.test(bare)) return false;
  return /\p{Lu}/u.test(bare);
}

/** Spanish companies' legal forms: S.L., S.L.U., S.A., S.A.U., S.L.L., S.Coop., S.C., C.B. (with or without dots). */
const LEGAL_FORM = String.raw`(?:S\.?\s?L\.?\s?(?:U|L|N\.?E)\.?|S\.?\s?A\.?\s?U\.?|S\.?\s?L\.?|S\.?\s?A\.?|S\.?\s?Coop\.?|S\.?\s?C\.|C\.?\s?B\.)`;
const LEGAL_FORM_END = new RegExp(`${LEGAL_FORM}$`, 'u');

/** Reads the parties of the clean pages. */
export function findParties(pages: readonly CleanPage[], entities: readonly Entity[][]): Party[] {
  const byKey = new Map<string, Party>();
  const add = (written: string, role: PartyRole | null, evidence: Passage, isPerson: boolean) => {
    const name = bareName(written);
    if (!isPartyName(name)) return;
    const key = nameKey(name);
    if (key === '') return;
    let party = byKey.get(key);
    if (!party) {
      party = { name, kind: isPerson ? 'persona' : 'organización', roles: [], evidence, mentions: 0 };
      byKey.set(key, party);
    }
    party.mentions += 1;
    if (role && !party.roles.includes(role)) {
      if (party.roles.length === 0) party.evidence = evidence;
      party.roles.push(role);
    }
  };
  pages.forEach((p, i) => {
    const ents = entities[i] ?? [];
    const personAt = (start: number, end: number, written: string) =>
      /^(?:(?:Excm|Ilm)\p{L}*\.\s*Sr|Sr|D\.|Dª|Dña|Don\b|Doña)/u.test(written) ||
      ents.some((e) => e.type === 'PER' && e.start < end && start < e.end);
    const passage = (at: number): Passage => ({
      page: p.page,
      text: clip(sentenceAt(p, at)?.text ?? '', 400),
    });
    for (const [role, re] of AFTER_RE) {
      for (const m of p.text.matchAll(re)) {
        const first = m[1] ?? '';
        const firstStart = m.index + m[0].length - first.length - (m[2] ?? '').length;
        add(first, role, passage(firstStart), personAt(firstStart, firstStart + first.length, first));
        // A list after 'contra' / 'frente a': every name in it has the role.
        if (m[2] && (role === 'demandado' || role === 'recurrido')) {
          let offset = firstStart + first.length;
          for (const part of m[2].split(/\s*(?:,|\sy\s|\se\s)\s*/u)) {
            const name = part.replace(/^(?:el|la|los|las|a\s+la|al)\s+/iu, '').trim();
            const at = p.text.indexOf(name, offset);
            if (name === '' || at < 0) continue;
            offset = at + name.length;
            add(name, role, passage(at), personAt(at, at + name.length, name));
          }
        }
      }
    }
    for (const m of p.text.matchAll(BEFORE_RE)) {
      const role = ROLE_WORDS[(m[1] ?? '').toLowerCase()];
      const s = sentenceAt(p, m.index);
      const from = Math.max(s?.start ?? 0, m.index - 240);
      const window = p.text.slice(from, m.index);
      // The clause's party: the first name after 'de una parte' / 'de otra', else the first in the window.
      const clause = /(?:de\s+(?:una|otra)\s+parte|y\s+de\s+otra)\s*,?\s*/iu.exec(window);
      const base = clause ? clause.index + clause[0].length : 0;
      PARTY_RE.lastIndex = base;
      let found: RegExpExecArray | null;
      while ((found = PARTY_RE.exec(window)) !== null) {
        if (isPartyName(found[0])) break;
        if (found[0] === '') PARTY_RE.lastIndex++;
      }
      if (!found) continue;
      const at = from + found.index;
      add(found[0], role ?? null, passage(at), personAt(at, at + found[0].length, found[0]));
    }
    // Representatives named by their entity role ('la letrada D.ª …', 'Procuradora Sra. …').
    for (const e of ents) {
      if (e.type !== 'PER' || (e.role !== 'lawyer' && e.role !== 'procurador')) continue;
      add(e.text, e.role === 'lawyer' ? 'letrado' : 'procurador', passage(e.start), true);
    }
  });
  // A sentence cut by a page break ('… contra el Instituto' | 'Nacional de la Seguridad Social …').
  for (let i = 0; i + 1 < pages.length; i++) {
    const tail = pages[i]!.text.slice(-300);
    const head = pages[i + 1]!.text.slice(0, 300);
    if (tail.trim() === '' || head.trim() === '' || /[.:;!?»"”)]\s*$/u.test(tail)) continue;
    const bridge = `${tail} ${head}`;
    const cut = tail.length;
    for (const [role, re] of AFTER_RE) {
      for (const m of bridge.matchAll(re)) {
        const first = m[1] ?? '';
        const start = m.index + m[0].length - first.length - (m[2] ?? '').length;
        if (m.index >= cut || start + first.length <= cut) continue;
        const text = clip(bridge.slice(Math.max(0, m.index - 120), start + first.length + 60).trim());
        add(first, role, { page: pages[i]!.page, text }, /^(?:Sr|D\.|Dª|Dña|Don\b|Doña)/u.test(first));
      }
    }
  }
  // A company's legal form written after its name is part of the name ('Inmobiliaria Sur, S.L.').
  for (const party of byKey.values()) {
    if (party.kind !== 'organización' || LEGAL_FORM_END.test(party.name)) continue;
    const escaped = party.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const form = new RegExp(`${escaped}(,?\\s*${LEGAL_FORM})(?![\\p{L}])`, 'u');
    for (const p of pages) {
      const m = form.exec(p.text);
      if (m) {
        party.name = `${party.name}${m[1]!.replace(/\s+/g, ' ')}`;
        break;
      }
    }
  }
  // A representative is not also a litigant unless the text says so; litigants first.
  const order: PartyRole[] = ['letrado', 'procurador'];
  return [...byKey.values()]
    .filter((party) => party.roles.length > 0)
    .sort(
      (a, b) =>
        Number(a.roles.every((r) => order.includes(r))) - Number(b.roles.every((r) => order.includes(r))) ||
        b.mentions - a.mentions,
    );
}

const COURT_LINE =
  /^(?:TRIBUNAL|JUZGADO|AUDIENCIA|SALA|T\.S\.J\.|JDO\.)[\p{Lu}\s.,ºª\d-]*$|^(?:Tribunal|Juzgado|Audiencia)\s+[\p{L}\s.ºª\d-]+$/u;

/** The court that gave the decision (or that the document is addressed to). */
export function findCourt(
  pages: readonly CleanPage[],
  entities: readonly Entity[][],
): (Passage & { name: string }) | null {
  const first = pages[0];
  if (!first) return null;
  const organ = /(?:^|\n)Órgano:\s*([^\n]+)/u.exec(first.text);
  if (organ) {
    const name = (organ[1] ?? '').replace(/\.\s+/g, ', ').replace(/\.$/, '').trim();
    return { name, page: first.page, text: organ[0].trim() };
  }
  const sentences = first.sentences.slice(0, 40);
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    if (!COURT_LINE.test(s.text)) continue;
    const next = sentences[i + 1];
    const chamber =
      next && /^(?:Sala|Secci[óo]n|SALA|SECCI[ÓO]N)\b/u.test(next.text)
        ? /^[^\n]*?(?=\s+Sentencia\b|$)/u.exec(next.text)?.[0]
        : undefined;
    const name = chamber ? `${titleCase(s.text)}, ${chamber}` : titleCase(s.text);
    return { name, page: first.page, text: chamber ? `${s.text} ${chamber}` : s.text };
  }
  for (let i = 0; i < pages.length && i < 2; i++) {
    const court = (entities[i] ?? []).find((e) => e.type === 'COURT');
    if (court)
      return {
        name: court.text.replace(/\s+/g, ' '),
        page: pages[i]!.page,
        text: clip(sentenceAt(pages[i]!, court.start)?.text ?? court.text),
      };
  }
  return null;
}

/** 'TRIBUNAL SUPREMO' → 'Tribunal Supremo'; mixed case stays. */
function titleCase(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    .replace(/\b(De|Del|La|Las|Los|Lo|Y|En)\b/g, (w) => w.toLowerCase());
}

const PERSON = String.raw`(?:${HONORIFIC})?((?:${NAME_WORD})(?:[ \t]+(?:${PARTICLES}[ \t]+)*${NAME_WORD}){1,5})`;
const PONENTE_RES = [
  new RegExp(
    String.raw`(?:ha\s+sido|siendo|es|actuando\s+como)\s+(?:magistrad[oa]\s*-?\s*)?ponente\s+(?:el|la)\s+${PERSON}`,
    'giu',
  ),
  new RegExp(String.raw`Ponente\s*:?\s+(?:(?:el|la)\s+)?${PERSON}`, 'gu'),
  new RegExp(String.raw`PONENTE\s*:?\s+(?:(?:el|la)\s+)?${PERSON}`, 'gu'),
];

/** The judge rapporteur; a name in mixed case is preferred to the same name in capitals. */
export function findPonente(pages: readonly CleanPage[]): NamedFinding | null {
  const found: NamedFinding[] = [];
  for (const p of pages.slice(0, 3)) {
    for (const re of PONENTE_RES) {
      for (const m of p.text.matchAll(re)) {
        const name = bareName(m[1] ?? '').replace(/\s+(?:Tipo|Sede|Letrado|Magistrad\p{L}*)$/u, '');
        if (name.split(' ').length < 2) continue;
        found.push({ name, page: p.page, text: clip(sentenceAt(p, m.index)?.text ?? m[0]) });
      }
    }
  }
  return found.find((f) => /\p{Ll}/u.test(f.name)) ?? found[0] ?? null;
}

const BENCH_NAME = new RegExp(
  String.raw`^(?:(?:Excm[oa]s?|Ilm[oa]s?)\.\s*)?(?:Sr[a]?\.\s*)?(?:D\.ª|Dª|D\.|Dña\.|Don|Doña)\s+((?:${NAME_WORD})(?:\s+(?:${PARTICLES}\s+)*${NAME_WORD}){1,5})\s*(?:,\s*(?:president[ae]|ponente))?\.?$`,
  'u',
);

/** The bench: the names listed under 'Excmos. Sres.' / 'Ilmos. Sres.' and the judges the entities name. */
export function findBench(pages: readonly CleanPage[], entities: readonly Entity[][]): NamedFinding[] {
  const out: NamedFinding[] = [];
  const seen = new Set<string>();
  const push = (name: string, page: number, text: string) => {
    const key = nameKey(name);
    if (key === '' || seen.has(key) || name.split(' ').length < 2) return;
    seen.add(key);
    out.push({ name, page, text });
  };
  for (const p of pages.slice(0, 2)) {
    let inBench = false;
    for (const s of p.sentences) {
      if (/^(?:(?:Excm[oa]s?|Ilm[oa]s?)\.\s*Sr(?:es|as)\.)/u.test(s.text)) {
        inBench = true;
        continue;
      }
      const m = inBench ? BENCH_NAME.exec(s.text) : null;
      if (m) push(bareName(m[1] ?? ''), p.page, s.text);
      else if (inBench) inBench = false;
    }
  }
  pages.forEach((p, i) => {
    for (const e of entities[i] ?? []) {
      if (e.type === 'PER' && e.role === 'judge' && !/\sD\.?$|\sD\.\s/u.test(e.text)) {
        push(bareName(e.text), p.page, clip(sentenceAt(p, e.start)?.text ?? e.text));
      }
    }
  });
  return out;
}
