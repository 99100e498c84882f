/**
 * The embedded, deterministic Spanish legal composer: turns a report template and the user's field
 * values into a complete escrito (or contract) in clean HTML. No clock, no randomness, no I/O.
 */
import type { TemplateField } from '@alegato/domain';
import { normaliseCitations } from './citations.js';
import {
  escapeHtml,
  formatAmount,
  formatAmountWithWords,
  formatFieldDate,
  ordinal,
  parseAmount,
  romanNumeral,
  spanishLongDate,
  splitItems,
} from './text.js';
import type { DraftInput } from './types.js';

/** Tags the composer emits; a subset of the report HTML contract. */
export const COMPOSER_TAGS = [
  'h1',
  'h2',
  'h3',
  'p',
  'strong',
  'em',
  'ol',
  'ul',
  'li',
  'blockquote',
  'br',
] as const;

/** Reads field values and remembers which ones were used, so the rest go to 'Otros datos'. */
class Fields {
  private readonly used = new Set<string>();

  constructor(private readonly input: DraftInput) {}

  /** Trimmed value of a field ('' when missing) — marks it used. */
  get(id: string): string {
    this.used.add(id);
    return (this.input.content[id] ?? '').trim();
  }

  /** Whether a field was read. */
  wasUsed(id: string): boolean {
    return this.used.has(id);
  }
}

/** Escaped text with line breaks as `<br>`. */
function html(value: string): string {
  return escapeHtml(value).replace(/\n/g, '<br>');
}

/** Escaped text with its citations in canonical form. */
function legal(value: string): string {
  return html(normaliseCitations(value));
}

type Gender = 'm' | 'f' | 'x';

/** Gender from a courtesy title (D./Don → m; D.ª/Dña./Doña → f), companies are feminine ('la mercantil'). */
function genderOf(name: string): Gender {
  if (/^(D\.ª|Dª|Dña\.?|Doña)\s/i.test(name)) return 'f';
  if (/^(D\.|Don)\s/.test(name)) return 'm';
  if (isCompany(name)) return 'f';
  return 'x';
}

function isCompany(name: string): boolean {
  return /\b(S\.?\s?L\.?U?|S\.?\s?A\.?U?|S\.?\s?Coop\.?|S\.?\s?C\.?|C\.?\s?B\.?|SLU|SAU|SL|SA|Sociedad|Fundación|Asociación|Ayuntamiento)\b/.test(
    name,
  );
}

/** 'representado' / 'representada' / 'representado/a'. */
function agree(word: string, g: Gender): string {
  return g === 'm' ? word : g === 'f' ? `${word.slice(0, -1)}a` : `${word}/a`;
}

/** 'D./Dña. Nombre' unless the name already has a title or is a company. */
function courtesy(name: string): string {
  if (/^(D\.|D\.ª|Dª|Dña\.?|Don|Doña)\s/i.test(name) || isCompany(name)) return name;
  return `D./Dña. ${name}`;
}

interface Party {
  name: string;
  idLabel: string;
  idValue: string;
  address: string;
}

function readParty(f: Fields, role: string, fallbackName = ''): Party | null {
  const name = f.get(`${role}_nombre`) || fallbackName;
  const dni = f.get(`${role}_dni`);
  const cif = f.get(`${role}_cif`);
  const nif = f.get(`${role}_nif`);
  const address = f.get(`${role}_domicilio`);
  if (!name && !dni && !cif && !nif && !address) return null;
  const idValue = cif || nif || dni;
  const idLabel = cif ? 'CIF' : nif ? 'NIF' : 'DNI';
  return { name: name || '[nombre]', idLabel, idValue, address };
}

/** 'D.ª Laura Gómez Pérez, con DNI 12345678Z, y domicilio en …' (escaped, name in bold). */
function describeParty(
  p: Party,
  options: { article?: boolean; mayorDeEdad?: boolean; companyWord?: string } = {},
): string {
  const company = isCompany(p.name);
  const lead = options.article && company ? `la ${options.companyWord ?? 'mercantil'} ` : '';
  const parts = [`${lead}<strong>${html(courtesy(p.name))}</strong>`];
  if (options.mayorDeEdad && !company) parts.push('mayor de edad');
  if (p.idValue) parts.push(`con ${p.idLabel} ${html(p.idValue)}`);
  if (p.address) parts.push(`y domicilio${company ? ' social' : ''} en ${html(p.address)}`);
  return parts.join(', ');
}

/** 'AL JUZGADO DE PRIMERA INSTANCIA N.º 3 DE MADRID' from 'Juzgado de Primera Instancia n.º 3 de Madrid'. */
export function courtHeading(court: string): string {
  const c = court.trim().replace(/\s+/g, ' ');
  if (c === '') return 'AL JUZGADO QUE POR TURNO CORRESPONDA';
  if (/^(al|a la|a los|a las|ante)\s/i.test(c)) return c.toLocaleUpperCase('es-ES');
  const first = (c.split(' ')[0] ?? '').toLowerCase();
  const feminine =
    /^(audiencia|sala|secci[oó]n|delegaci[oó]n|subdelegaci[oó]n|direcci[oó]n|consejer[ií]a|agencia|secretar[ií]a|tesorer[ií]a|jefatura|confederaci[oó]n|comisi[oó]n|administraci[oó]n|alcald[ií]a|junta|oficina|inspecci[oó]n|gerencia|demarcaci[oó]n|intervenci[oó]n|presidencia|concejal[ií]a|comunidad|diputaci[oó]n|mesa|unidad|autoridad|dependencia|subdirecci[oó]n)$/.test(
      first,
    );
  return `${feminine ? 'A LA' : 'AL'} ${c.toLocaleUpperCase('es-ES')}`;
}

/** Shown where a required list (hechos, motivos, alegaciones) is empty, so the gap is visible. */
const PENDING = '[Pendiente de completar.]';

/** Numbered paragraphs: '<p><strong>PRIMERO.-</strong> …</p>'. */
function numbered(items: string[], gender: 'm' | 'f' = 'm', start = 1): string[] {
  if (items.length === 0) return [`<p>${PENDING}</p>`];
  return items.map((item, i) => `<p><strong>${ordinal(start + i, gender)}.-</strong> ${item}</p>`);
}

/** Fundamentos '<p><strong>I.- Title.</strong> text</p>'. */
function grounds(items: Array<[string, string]>): string[] {
  return items.map(
    ([title, body], i) =>
      `<p><strong>${romanNumeral(i + 1)}.-${title ? ` ${escapeHtml(title)}` : ''}</strong> ${body}</p>`,
  );
}

/** The user's fundamentos (citations normalised) or the template's standard ones. */
function groundsSection(f: Fields, standard: Array<[string, string]>): string[] {
  const own = splitItems(f.get('fundamentos_derecho'));
  const items: Array<[string, string]> =
    own.length > 0 ? own.map((t) => ['', legal(t)]) : standard.map(([t, b]) => [t, escapeHtml(b)]);
  return ['<h2>FUNDAMENTOS DE DERECHO</h2>', ...grounds(items)];
}

const OTROSI_ORDINALS = ['', 'SEGUNDO ', 'TERCER ', 'CUARTO ', 'QUINTO ', 'SEXTO ', 'SÉPTIMO ', 'OCTAVO '];

/** 'OTROSÍ DIGO: …', 'SEGUNDO OTROSÍ DIGO: …' paragraphs. */
function otrosies(items: string[], verb = 'DIGO'): string[] {
  return items.map(
    (body, i) => `<p><strong>${OTROSI_ORDINALS[i] ?? `${i + 1}.º `}OTROSÍ ${verb}:</strong> ${body}</p>`,
  );
}

function documentsOtrosi(f: Fields, closing: string): string | null {
  const docs = splitItems(f.get('documentos'));
  if (docs.length === 0) return null;
  const list = docs.map((d) => `<li>${html(d)}</li>`).join('');
  return `que se acompañan al presente escrito los siguientes documentos:</p>\n<ol>${list}</ol>\n<p>${closing}`;
}

function placeAndDate(f: Fields, input: DraftInput): string {
  const place = f.get('lugar') || 'Madrid';
  return `<p>En ${html(place)}, a ${spanishLongDate(input.now)}.</p>`;
}

/** 'Letrado', 'Letrada' or 'Letrado/a' after the name's courtesy title. */
function professional(word: string, name: string): string {
  const g = genderOf(name);
  const feminine = word.endsWith('o') ? `${word.slice(0, -1)}a` : `${word}a`;
  return g === 'm' ? word : g === 'f' ? feminine : `${word}/a`;
}

function signature(role: string, name: string): string {
  return `<p>Fdo.: ${name ? html(name) : '______________________'}<br>${role}</p>`;
}

function lawyerSignatures(f: Fields, withProcurador: boolean): string[] {
  const abogado = f.get('abogado');
  const out = [signature(professional('Letrado', abogado), abogado)];
  const procurador = f.get('procurador');
  if (withProcurador || procurador) {
    out.push(signature(`${professional('Procurador', procurador)} de los Tribunales`, procurador));
  }
  return out;
}

/** 'representado/a por el/la Procurador/a … y asistido/a del/de la Letrado/a …' clause ('' when none). */
function representation(f: Fields, g: Gender): string {
  const procurador = f.get('procurador');
  const abogado = f.get('abogado');
  const parts: string[] = [];
  if (procurador) {
    const pg = genderOf(procurador);
    const title = pg === 'f' ? 'la Procuradora' : pg === 'm' ? 'el Procurador' : 'el/la Procurador/a';
    parts.push(`${agree('representado', g)} por ${title} de los Tribunales ${html(procurador)}`);
  }
  if (abogado) {
    const ag = genderOf(abogado);
    const title = ag === 'f' ? 'de la Letrada' : ag === 'm' ? 'del Letrado' : 'del/de la Letrado/a';
    parts.push(`${agree('asistido', g)} ${title} ${html(abogado)}`);
  }
  return parts.length ? `, ${parts.join(' y ')}` : '';
}

function appearance(party: Party | null, f: Fields, tail: string): string {
  const p = party ?? { name: '[nombre]', idLabel: 'DNI', idValue: '', address: '' };
  const g = genderOf(p.name);
  return `<p>${describeParty(p, { mayorDeEdad: true })}${representation(f, g)}, ${tail}</p>`;
}

function amountText(value: string): string | null {
  const n = parseAmount(value);
  return n === null ? null : formatAmountWithWords(n);
}

function suplicoItems(f: Fields, fallback: string): string {
  const items = splitItems(f.get('suplico'));
  if (items.length === 0) return escapeHtml(fallback);
  return items
    .map((item) => {
      const bare = item.replace(/^que\s+/i, '').replace(/[.;\s]+$/, '');
      const lowered = /^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(bare)
        ? `${bare.charAt(0).toLocaleLowerCase('es-ES')}${bare.slice(1)}`
        : bare;
      return legal(lowered);
    })
    .join('; ');
}

function otherData(input: DraftInput, f: Fields): string[] {
  const labels = new Map<string, TemplateField>(input.template.fields.map((fd) => [fd.id, fd]));
  const order = [
    ...input.template.fields.map((fd) => fd.id),
    ...Object.keys(input.content)
      .filter((k) => !labels.has(k))
      .sort(),
  ];
  const rows: string[] = [];
  for (const id of order) {
    const value = (input.content[id] ?? '').trim();
    if (value === '' || f.wasUsed(id)) continue;
    const field = labels.get(id);
    let shown = value;
    if (field?.type === 'select') shown = field.options?.find((o) => o.value === value)?.label ?? value;
    rows.push(`<li><strong>${escapeHtml(field?.label ?? id)}:</strong> ${html(shown)}</li>`);
  }
  return rows.length ? ['<h2>OTROS DATOS</h2>', `<ul>${rows.join('')}</ul>`] : [];
}

// ——— Templates ——————————————————————————————————————————————————————————————

function demandaCivil(input: DraftInput, f: Fields): string[] {
  const actor = readParty(f, 'demandante', input.clientName.trim());
  const demandado = readParty(f, 'demandado');
  const tipo = f.get('tipo_juicio') === 'verbal' ? 'verbal' : 'ordinario';
  const cuantia = f.get('cuantia');
  const amount = amountText(cuantia);
  const against = demandado ? `contra ${describeParty(demandado, { article: true })}` : 'contra [demandado]';
  const reclamation = amount ? `, en reclamación de ${amount}` : '';
  const out = [
    `<h1>${escapeHtml(courtHeading(f.get('juzgado')))}</h1>`,
    appearance(
      actor,
      f,
      'ante el Juzgado comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:',
    ),
    `<p>Que por medio del presente escrito interpongo <strong>DEMANDA DE JUICIO ${tipo.toUpperCase()}</strong> ${against}${reclamation}, con base en los siguientes</p>`,
    '<h2>HECHOS</h2>',
    ...numbered(splitItems(f.get('hechos')).map(html)),
  ];
  const plainAmount = parseAmount(cuantia);
  const amountLabel = plainAmount === null ? 'la cantidad reclamada' : formatAmount(plainAmount);
  out.push(
    ...groundsSection(f, [
      [
        'Jurisdicción y competencia.',
        'Corresponde el conocimiento de la demanda a los Juzgados de Primera Instancia (art. 45 LEC y art. 85 LOPJ), siendo territorialmente competente el del domicilio del demandado (arts. 50 y 51 LEC).',
      ],
      [
        'Capacidad y legitimación.',
        'Las partes tienen capacidad para ser parte y capacidad procesal (arts. 6 y 7 LEC) y están legitimadas activa y pasivamente como titulares de la relación jurídica controvertida (art. 10 LEC).',
      ],
      [
        'Postulación.',
        'La parte actora comparece representada por Procurador y asistida de Letrado (arts. 23 y 31 LEC).',
      ],
      [
        'Procedimiento y cuantía.',
        tipo === 'ordinario'
          ? `La demanda se tramita por el juicio ordinario (art. 249.2 LEC y arts. 399 y ss. LEC), fijándose la cuantía en ${amountLabel} (arts. 251 y 253 LEC).`
          : `La demanda se tramita por el juicio verbal (art. 250.2 LEC y arts. 437 y ss. LEC), fijándose la cuantía en ${amountLabel} (arts. 251 y 253 LEC).`,
      ],
      [
        'Fondo.',
        'Las obligaciones nacidas de los contratos tienen fuerza de ley entre las partes y deben cumplirse a tenor de los mismos (arts. 1089, 1091 y 1258 CC). Quedan sujetos a la indemnización de los daños y perjuicios causados los que en el cumplimiento de sus obligaciones incurrieren en dolo, negligencia o morosidad (art. 1101 CC), pudiendo el perjudicado optar entre exigir el cumplimiento o la resolución (art. 1124 CC); y el que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado (art. 1902 CC).',
      ],
      [
        'Intereses.',
        'Se devengan los intereses moratorios desde la reclamación (arts. 1100 y 1108 CC) y los procesales desde la sentencia (art. 576 LEC).',
      ],
      ['Costas.', 'Procede la imposición de costas a la parte demandada conforme al art. 394 LEC.'],
    ]),
  );
  out.push(
    `<p>Por lo expuesto, <strong>SUPLICO AL JUZGADO</strong>: que tenga por presentado este escrito con los documentos que lo acompañan, se sirva admitirlo, tenga por interpuesta <strong>DEMANDA DE JUICIO ${tipo.toUpperCase()}</strong> y, previos los trámites legales, dicte sentencia por la que ${suplicoItems(f, `se condene a la parte demandada a abonar a mi mandante ${amountLabel}, más los intereses legales y las costas del procedimiento`)}.</p>`,
  );
  const others: string[] = [];
  const docs = documentsOtrosi(
    f,
    'Y, de conformidad con el art. 265 LEC, <strong>SUPLICO AL JUZGADO</strong>: que los tenga por aportados.',
  );
  if (docs) others.push(docs);
  others.push(
    'que interesa el recibimiento del pleito a prueba, que se propondrá en el momento procesal oportuno (arts. 281 y 429 LEC).</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que así lo acuerde.',
  );
  if (f.get('medidas_cautelares') === 'si') {
    others.push(
      'que, al amparo de los arts. 721 y ss. LEC, esta parte solicita la adopción de medidas cautelares, concurriendo apariencia de buen derecho y peligro por la mora procesal (art. 728 LEC), ofreciendo caución bastante.</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que acuerde formar pieza separada de medidas cautelares y las adopte previa audiencia del demandado (art. 733 LEC).',
    );
  }
  out.push(...otrosies(others));
  return out;
}

function querellaPenal(input: DraftInput, f: Fields): string[] {
  const querellante = readParty(f, 'querellante', input.clientName.trim());
  const querellado = readParty(f, 'querellado');
  const delito = f.get('delito');
  const fechaHechos = f.get('fecha_hechos');
  const lugarHechos = f.get('lugar_hechos');
  const against = querellado
    ? `contra ${describeParty(querellado, { article: true })}`
    : 'contra quienes resulten responsables';
  const crime = delito ? `, por un presunto delito de ${legal(delito)}` : '';
  const out = [
    `<h1>${escapeHtml(courtHeading(f.get('juzgado')))}</h1>`,
    appearance(
      querellante,
      f,
      'ante el Juzgado comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:',
    ),
    `<p>Que por medio del presente escrito formulo <strong>QUERELLA CRIMINAL</strong> ${against}${crime}, conforme a los arts. 270 y 277 LECrim, haciendo constar, a tal efecto, los siguientes</p>`,
    '<h2>HECHOS</h2>',
  ];
  if (fechaHechos || lugarHechos) {
    const when = fechaHechos ? ` el ${html(formatFieldDate(fechaHechos))}` : '';
    const where = lugarHechos ? ` en ${html(lugarHechos)}` : '';
    out.push(`<p>Los hechos que se relatan tuvieron lugar${where}${when} (art. 277.4.º LECrim).</p>`);
  }
  out.push(...numbered(splitItems(f.get('hechos')).map(html)));
  out.push(
    ...groundsSection(f, [
      [
        'Competencia.',
        'Es competente para la instrucción el Juzgado de Instrucción del lugar en que se cometió el delito (art. 14.2 LECrim y art. 87 LOPJ; art. 15 LECrim en su defecto).',
      ],
      [
        'Legitimación.',
        'El querellante, como ofendido y perjudicado por el delito, está legitimado para ejercitar la acción penal y la civil derivada (arts. 100, 101, 110 y 270 LECrim).',
      ],
      [
        'Requisitos de la querella.',
        'La querella se presenta por medio de Procurador con poder bastante y suscrita por Letrado, con los requisitos del art. 277 LECrim.',
      ],
      [
        'Calificación.',
        delito
          ? `Los hechos relatados son constitutivos, sin perjuicio de ulterior calificación, de un presunto delito de ${normaliseCitations(delito)}.`
          : 'Los hechos relatados son constitutivos, sin perjuicio de ulterior calificación, de un delito tipificado en el Código Penal.',
      ],
      [
        'Responsabilidad civil.',
        'Toda persona criminalmente responsable de un delito lo es también civilmente si del hecho se derivaren daños o perjuicios (arts. 109 y 116 CP).',
      ],
      [
        'Procedimiento.',
        'Procede incoar diligencias previas del procedimiento abreviado (arts. 757 y 774 LECrim) y practicar las diligencias que se interesan (art. 311 LECrim).',
      ],
    ]),
  );
  const diligencias = splitItems(f.get('diligencias'));
  if (diligencias.length > 0) {
    out.push(
      '<h2>DILIGENCIAS QUE SE INTERESAN</h2>',
      `<ol>${diligencias.map((d) => `<li>${legal(d)}</li>`).join('')}</ol>`,
    );
  }
  out.push(
    `<p>Por lo expuesto, <strong>SUPLICO AL JUZGADO</strong>: que tenga por presentado este escrito con sus copias, tenga por formulada <strong>QUERELLA CRIMINAL</strong> y, admitiéndola, ${suplicoItems(f, 'acuerde la incoación del correspondiente procedimiento y la práctica de las diligencias interesadas')}.</p>`,
  );
  const others: string[] = [];
  const fianza = parseAmount(f.get('fianza'));
  others.push(
    fianza !== null && fianza > 0
      ? `que esta parte se ofrece a prestar fianza por importe de ${formatAmount(fianza)}, o la que el Juzgado estime (art. 280 LECrim).</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que la tenga por ofrecida.`
      : 'que el querellante, como ofendido por el delito, está exento de prestar fianza (art. 281.1.º LECrim).</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que lo tenga en cuenta.',
  );
  const docs = documentsOtrosi(f, '<strong>SUPLICO AL JUZGADO</strong>: que los tenga por aportados.');
  if (docs) others.push(docs);
  out.push(...otrosies(others));
  return out;
}

function recursoApelacion(input: DraftInput, f: Fields): string[] {
  const apelante = readParty(f, 'apelante', input.clientName.trim());
  const apelado = readParty(f, 'apelado');
  const procedimiento = f.get('procedimiento');
  const resolucion = f.get('resolucion_recurrida') || 'la resolución';
  const fechaResolucion = f.get('fecha_resolucion');
  const fechaNotificacion = f.get('fecha_notificacion');
  const alzada = f.get('tribunal_alzada') || 'Audiencia Provincial';
  const out = [`<h1>${escapeHtml(courtHeading(f.get('juzgado')))}</h1>`];
  if (procedimiento) out.push(`<p><strong>Procedimiento:</strong> ${html(procedimiento)}</p>`);
  const against = apelado ? `, frente a ${describeParty(apelado, { article: true })},` : '';
  out.push(
    appearance(
      apelante,
      f,
      `en el procedimiento de referencia${against} ante el Juzgado comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:`,
    ),
  );
  const dated = fechaResolucion ? `, de ${html(formatFieldDate(fechaResolucion))}` : '';
  const notified = fechaNotificacion
    ? `notificada a esta parte el ${html(formatFieldDate(fechaNotificacion))}`
    : 'notificada a esta parte';
  out.push(
    `<p>Que, habiéndose dictado en el procedimiento de referencia ${html(resolucion)}${dated}, ${notified}, y no siendo conforme a Derecho, por medio del presente escrito interpongo, en tiempo y forma, <strong>RECURSO DE APELACIÓN</strong> contra ella para ante la ${html(alzada.replace(/^(la|el)\s+/i, ''))}, conforme a los arts. 455 y 458 LEC, con base en los siguientes</p>`,
    '<h2>ANTECEDENTES</h2>',
    ...numbered(splitItems(f.get('hechos')).map(html)),
    '<h2>MOTIVOS DEL RECURSO</h2>',
    ...numbered(splitItems(f.get('motivos')).map(legal)),
  );
  out.push(
    ...groundsSection(f, [
      [
        'Resolución recurrible.',
        'Son apelables las sentencias dictadas en toda clase de juicio y los autos definitivos (art. 455.1 LEC).',
      ],
      [
        'Plazo y forma.',
        'El recurso se interpone ante el tribunal que dictó la resolución en el plazo de veinte días desde el siguiente a su notificación, exponiendo las alegaciones en que se funda (art. 458 LEC).',
      ],
      [
        'Legitimación.',
        'Esta parte está legitimada para recurrir por resultarle desfavorable la resolución (art. 448.1 LEC).',
      ],
      [
        'Competencia.',
        'Corresponde resolver el recurso a la Audiencia Provincial (art. 455.2 LEC y art. 82 LOPJ).',
      ],
      [
        'Ámbito de la apelación.',
        'La apelación permite un nuevo examen de las actuaciones y de la valoración de la prueba, dentro de los límites de las pretensiones del recurso (arts. 456 y 465 LEC).',
      ],
      ['Costas.', 'Las costas se rigen por el art. 398 LEC.'],
    ]),
  );
  out.push(
    `<p>Por lo expuesto, <strong>SUPLICO AL JUZGADO</strong>: que tenga por interpuesto en tiempo y forma <strong>RECURSO DE APELACIÓN</strong> contra ${html(resolucion)}, dé traslado a las demás partes (art. 461 LEC) y eleve las actuaciones a la ${html(alzada.replace(/^(la|el)\s+/i, ''))}, para que dicte sentencia por la que ${suplicoItems(f, 'se revoque la resolución recurrida y se estimen íntegramente las pretensiones de esta parte, con imposición de costas')}.</p>`,
  );
  const cuantia = amountText(f.get('cuantia'));
  const others = [
    'que se acompaña el justificante de la constitución del depósito para recurrir exigido por la disposición adicional decimoquinta LOPJ.</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que lo tenga por aportado.',
  ];
  if (cuantia) {
    others.push(
      `que la cuantía del procedimiento es de ${cuantia}.</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que lo tenga en cuenta.`,
    );
  }
  out.push(...otrosies(others));
  return out;
}

function contratoArrendamiento(input: DraftInput, f: Fields): string[] {
  const vivienda = f.get('uso') !== 'uso_distinto';
  const arrendador = readParty(f, 'arrendador');
  const arrendatario = readParty(f, 'arrendatario', input.clientName.trim());
  const direccion = f.get('inmueble_direccion') || '[dirección del inmueble]';
  const catastral = f.get('referencia_catastral');
  const descripcion = f.get('inmueble_descripcion');
  const renta = parseAmount(f.get('renta_mensual'));
  const fechaInicio = f.get('fecha_inicio');
  const anios = parseAmount(f.get('duracion_anios'));
  const fianzaMeses = parseAmount(f.get('fianza_meses')) ?? (vivienda ? 1 : 2);
  const actualizacion = f.get('actualizacion_renta');
  const formaPago = f.get('forma_pago');
  const gastos = f.get('gastos');
  const none: Party = { name: '[nombre]', idLabel: 'DNI', idValue: '', address: '' };
  const lugar = f.get('lugar') || 'Madrid';

  const out = [
    `<h1>CONTRATO DE ARRENDAMIENTO ${vivienda ? 'DE VIVIENDA' : 'PARA USO DISTINTO DEL DE VIVIENDA'}</h1>`,
    `<p>En ${html(lugar)}, a ${spanishLongDate(input.now)}.</p>`,
    '<h2>REUNIDOS</h2>',
    `<p>De una parte, ${describeParty(arrendador ?? none, { mayorDeEdad: true })}, en adelante, «la parte arrendadora».</p>`,
    `<p>De otra parte, ${describeParty(arrendatario ?? none, { mayorDeEdad: true })}, en adelante, «la parte arrendataria».</p>`,
    '<h2>INTERVIENEN</h2>',
    '<p>Ambas partes intervienen en su propio nombre y derecho, y se reconocen mutuamente la capacidad legal necesaria para otorgar el presente contrato de arrendamiento, y a tal efecto</p>',
    '<h2>EXPONEN</h2>',
    `<p><strong>I.-</strong> Que la parte arrendadora es propietaria del inmueble sito en ${html(direccion)}${catastral ? `, con referencia catastral ${html(catastral)}` : ''}.${descripcion ? ` ${html(descripcion)}` : ''}</p>`,
    `<p><strong>II.-</strong> Que la parte arrendataria está interesada en arrendar dicho inmueble para destinarlo ${vivienda ? 'a satisfacer su necesidad permanente de vivienda (art. 2 LAU)' : 'a un uso distinto del de vivienda (art. 3 LAU)'}.</p>`,
    '<p><strong>III.-</strong> Que ambas partes convienen en celebrar el presente contrato, que se regirá por la Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos (LAU) y, supletoriamente, por el Código Civil, con arreglo a las siguientes</p>',
    '<h2>CLÁUSULAS</h2>',
  ];
  const years = anios ?? 1;
  const startText = fechaInicio
    ? `desde el ${html(formatFieldDate(fechaInicio))}`
    : 'desde la fecha de este contrato';
  const duration = vivienda
    ? `El contrato tendrá una duración de ${numberWord(years)} ${years === 1 ? 'año' : 'años'} a contar ${startText}. Llegado el día del vencimiento, se prorrogará obligatoriamente por plazos anuales hasta que alcance una duración mínima de cinco años, salvo que la parte arrendataria manifieste con treinta días de antelación su voluntad de no renovarlo (art. 9 LAU), y, en su caso, tácitamente por plazos anuales hasta un máximo de tres años más (art. 10 LAU).`
    : `El contrato tendrá una duración de ${numberWord(years)} ${years === 1 ? 'año' : 'años'} a contar ${startText}, rigiéndose por la voluntad de las partes (art. 4.3 LAU).`;
  const rentText = renta !== null ? formatAmountWithWords(renta) : '[importe]';
  const payment = formaPago ? ` mediante ${html(formaPago.replace(/^mediante\s+/i, ''))}` : '';
  const updates: Record<string, string> = {
    irav: 'La renta se actualizará en cada anualidad conforme a la variación del Índice de Referencia para la Actualización de Vivienda (IRAV) publicado por el Instituto Nacional de Estadística, sin que pueda exceder de la variación de dicho índice (art. 18 LAU).',
    ipc: 'La renta se actualizará en cada anualidad conforme a la variación porcentual del Índice de Precios de Consumo (IPC) publicado por el Instituto Nacional de Estadística en los doce meses anteriores (art. 18 LAU).',
    ninguna:
      'Las partes pactan expresamente que la renta no será objeto de actualización durante la vigencia del contrato (art. 18 LAU).',
  };
  const fianzaAmount = renta !== null ? ` (${formatAmount(renta * fianzaMeses)})` : '';
  const clauses: Array<[string, string]> = [
    [
      'Objeto',
      `La parte arrendadora arrienda a la parte arrendataria, que acepta, el inmueble descrito en el expositivo I, que se destinará exclusivamente ${vivienda ? 'a vivienda habitual de la parte arrendataria' : 'al uso pactado'}.`,
    ],
    ['Duración', duration],
    [
      'Renta',
      `La renta anual se fija en la cantidad que resulte de ${rentText} mensuales, que la parte arrendataria abonará por meses anticipados dentro de los siete primeros días de cada mes${payment} (art. 17 LAU).`,
    ],
    ['Actualización de la renta', updates[actualizacion] ?? updates.irav ?? ''],
    [
      'Fianza',
      `A la firma del presente contrato la parte arrendataria entrega a la parte arrendadora ${numberWord(fianzaMeses, true)} ${fianzaMeses === 1 ? 'mensualidad' : 'mensualidades'} de renta en concepto de fianza legal${fianzaAmount}, que la parte arrendadora depositará en el organismo autonómico competente (art. 36 LAU) y que será devuelta a la finalización del contrato, previa comprobación del estado del inmueble.`,
    ],
    [
      'Gastos',
      gastos === 'arrendatario'
        ? 'Los gastos generales para el adecuado sostenimiento del inmueble, sus tributos (IBI) y los gastos de comunidad serán a cargo de la parte arrendataria, cuyo importe anual a la fecha del contrato se hará constar por escrito (art. 20 LAU). Los suministros con contador individual serán a cargo de la parte arrendataria.'
        : 'Los gastos generales para el adecuado sostenimiento del inmueble, sus tributos (IBI) y los gastos de comunidad serán a cargo de la parte arrendadora. Los suministros con contador individual serán a cargo de la parte arrendataria (art. 20 LAU).',
    ],
    [
      'Conservación y obras',
      'La parte arrendadora realizará las reparaciones necesarias para conservar el inmueble en condiciones de habitabilidad (art. 21 LAU); las pequeñas reparaciones por el desgaste del uso ordinario serán a cargo de la parte arrendataria (art. 21.4 LAU), que no podrá realizar obras que modifiquen la configuración del inmueble sin consentimiento escrito de la parte arrendadora (art. 23 LAU).',
    ],
    [
      'Cesión y subarriendo',
      'La parte arrendataria no podrá ceder el contrato ni subarrendar el inmueble, total o parcialmente, sin el consentimiento escrito de la parte arrendadora (art. 8 LAU).',
    ],
  ];
  const extra = splitItems(f.get('clausulas_adicionales'));
  clauses.push(...extra.map((c): [string, string] => ['', legal(c)]));
  clauses.push([
    'Legislación aplicable y jurisdicción',
    `El presente contrato se rige por la LAU y, supletoriamente, por el Código Civil. Para cualquier controversia serán competentes los Juzgados y Tribunales del lugar en que se halle el inmueble (art. 52.1.7.º LEC).`,
  ]);
  out.push(
    ...clauses.map(
      ([title, body], i) =>
        `<p><strong>${ordinal(i + 1, 'f')}.-${title ? ` ${title}.` : ''}</strong> ${body}</p>`,
    ),
  );
  out.push(...otherData(input, f));
  out.push(
    '<p>Y en prueba de conformidad, ambas partes firman el presente contrato por duplicado y a un solo efecto en el lugar y fecha indicados en el encabezamiento.</p>',
    signature('La parte arrendadora', arrendador?.name ?? ''),
    signature('La parte arrendataria', arrendatario?.name ?? ''),
  );
  return out;
}

/** Small whole numbers in words ('un'/'una', 'dos', 'cinco'); others as digits. */
function numberWord(n: number, feminine = false): string {
  const words = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
  if (!Number.isInteger(n) || n < 0 || n > 10) return String(n).replace('.', ',');
  return n === 1 ? (feminine ? 'una' : 'un') : (words[n] ?? String(n));
}

function escritoAlegaciones(input: DraftInput, f: Fields): string[] {
  const interesado = readParty(f, 'interesado', input.clientName.trim());
  const expediente = f.get('expediente');
  const acto = f.get('acto_notificado') || 'el acto de referencia';
  const fechaNotificacion = f.get('fecha_notificacion');
  const representante = f.get('representante');
  const p = interesado ?? { name: '[nombre]', idLabel: 'DNI', idValue: '', address: '' };
  const g = genderOf(p.name);
  const out = [`<h1>${escapeHtml(courtHeading(f.get('organo')))}</h1>`];
  if (expediente) out.push(`<p><strong>Expediente n.º:</strong> ${html(expediente)}</p>`);
  const rep = representante
    ? `, ${agree('representado', g)} por ${html(representante)}, según acredita conforme al art. 5 LPACAP`
    : '';
  const addr = p.address ? `, y domicilio a efectos de notificaciones en ${html(p.address)}` : '';
  const id = p.idValue ? `, con ${p.idLabel} ${html(p.idValue)}` : '';
  out.push(
    `<p><strong>${html(courtesy(p.name))}</strong>, mayor de edad${id}${addr}${rep}, en el expediente de referencia, comparece y, como mejor proceda en Derecho, <strong>DICE</strong>:</p>`,
  );
  const notified = fechaNotificacion
    ? `en fecha ${html(formatFieldDate(fechaNotificacion))} le ha sido notificado`
    : 'le ha sido notificado';
  out.push(
    `<p>Que ${notified} ${html(acto)} y, dentro del plazo conferido, al amparo de los arts. 76 y 82 de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas (LPACAP), formula el presente <strong>ESCRITO DE ALEGACIONES</strong> con base en los siguientes</p>`,
    '<h2>HECHOS</h2>',
    ...numbered(splitItems(f.get('hechos')).map(html)),
    '<h2>ALEGACIONES</h2>',
    ...numbered(splitItems(f.get('alegaciones')).map(legal), 'f'),
  );
  out.push(
    ...groundsSection(f, [
      [
        'Condición de interesado.',
        'Quien suscribe ostenta la condición de interesado en el procedimiento (art. 4 LPACAP).',
      ],
      [
        'Derecho a formular alegaciones.',
        'Los interesados tienen derecho a formular alegaciones y aportar documentos en cualquier fase del procedimiento anterior al trámite de audiencia, que deberán ser tenidos en cuenta al redactar la propuesta de resolución (arts. 53.1.e) y 76 LPACAP), así como en el trámite de audiencia (art. 82 LPACAP).',
      ],
      [
        'Principios de la potestad sancionadora.',
        'Cuando el expediente tenga carácter sancionador, rigen los principios de legalidad, tipicidad, responsabilidad y proporcionalidad (arts. 25 a 31 de la Ley 40/2015) y la presunción de no existencia de responsabilidad (art. 53.2.b) LPACAP).',
      ],
      [
        'Motivación y congruencia.',
        'Los actos que limiten derechos deben ser motivados (art. 35 LPACAP) y la resolución decidirá todas las cuestiones planteadas por los interesados (art. 88 LPACAP).',
      ],
    ]),
  );
  out.push(
    `<p>Por lo expuesto, <strong>SOLICITA</strong>: que tenga por presentado este escrito, por formuladas en tiempo y forma las alegaciones que contiene y, en su virtud, ${suplicoItems(f, 'acuerde el archivo del expediente')}.</p>`,
  );
  const docs = documentsOtrosi(
    f,
    '<strong>OTROSÍ SOLICITA</strong>: que los tenga por aportados e incorporados al expediente (art. 53.1.e) LPACAP).',
  );
  if (docs) out.push(...otrosies([docs], 'DICE'));
  return out;
}

function demandaLaboral(input: DraftInput, f: Fields): string[] {
  const trabajador = readParty(f, 'trabajador', input.clientName.trim());
  const empresa = readParty(f, 'empresa');
  const g = genderOf(trabajador?.name ?? '');
  const demandante = g === 'f' ? 'La demandante' : g === 'm' ? 'El demandante' : 'La parte demandante';
  const categoria = f.get('categoria_profesional');
  const antiguedad = f.get('fecha_antiguedad');
  const salario = parseAmount(f.get('salario'));
  const convenio = f.get('convenio_colectivo');
  const tipo = f.get('tipo_despido');
  const fechaDespido = f.get('fecha_despido');
  const nulo = f.get('calificacion') === 'nulo';
  const representante = f.get('representante_trabajadores') === 'si';
  const fechaPapeleta = f.get('fecha_papeleta');
  const resultado = f.get('resultado_conciliacion');
  const against = empresa
    ? `contra ${describeParty(empresa, { article: true, companyWord: 'empresa' })}`
    : 'contra [empresa]';
  const out = [
    `<h1>${escapeHtml(courtHeading(f.get('juzgado')))}</h1>`,
    appearance(
      trabajador,
      f,
      'ante el Juzgado comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:',
    ),
    `<p>Que por medio del presente escrito interpongo <strong>DEMANDA POR DESPIDO</strong> ${against}, conforme a los arts. 103 y ss. de la Ley 36/2011, reguladora de la jurisdicción social (LRJS), con base en los siguientes</p>`,
    '<h2>HECHOS</h2>',
  ];
  const facts: string[] = [];
  const since = antiguedad ? ` desde el ${html(formatFieldDate(antiguedad))}` : '';
  const cat = categoria ? `, con la categoría profesional de ${html(categoria)}` : '';
  const pay =
    salario !== null
      ? `, percibiendo un salario bruto mensual de ${formatAmountWithWords(salario)} con prorrata de pagas extraordinarias`
      : '';
  const conv = convenio ? `, siendo de aplicación el ${html(convenio)}` : '';
  facts.push(
    `${demandante} ha venido prestando servicios para la empresa demandada${since}${cat}${pay}${conv}.`,
  );
  const tipos: Record<string, string> = {
    disciplinario: 'despido disciplinario (art. 54 ET)',
    objetivo: 'despido por causas objetivas (art. 52 ET)',
    verbal: 'despido verbal o tácito, sin comunicación escrita (art. 55.1 ET)',
  };
  const effects = fechaDespido
    ? `Con efectos del ${html(formatFieldDate(fechaDespido))}`
    : 'En la fecha que se indica';
  facts.push(
    `${effects}, la empresa procedió a extinguir la relación laboral mediante ${tipos[tipo] ?? 'despido'}.`,
  );
  facts.push(...splitItems(f.get('hechos')).map(html));
  facts.push(
    representante
      ? `${demandante} ostenta o ha ostentado en el último año la condición de representante legal o sindical de los trabajadores (art. 104.c) LRJS).`
      : `${demandante} no ostenta ni ha ostentado en el último año la condición de representante legal o sindical de los trabajadores (art. 104.c) LRJS).`,
  );
  const results: Record<string, string> = {
    sin_avenencia: 'celebrándose el acto con el resultado de «sin avenencia»',
    sin_efecto: 'teniéndose el acto por intentado sin efecto por incomparecencia de la empresa',
    pendiente:
      'encontrándose pendiente de celebración el acto, cuya certificación se aportará (art. 81.3 LRJS)',
  };
  const papeleta = fechaPapeleta ? `En fecha ${html(formatFieldDate(fechaPapeleta))} se` : 'Se';
  facts.push(
    `${papeleta} presentó papeleta de conciliación ante el Servicio de Mediación, Arbitraje y Conciliación (SMAC), ${results[resultado] ?? results.sin_avenencia ?? ''}, en cumplimiento del art. 63 LRJS.`,
  );
  out.push(...numbered(facts));
  out.push(
    ...groundsSection(f, [
      [
        'Jurisdicción y competencia.',
        'Corresponde el conocimiento de la demanda al orden social (art. 2.a) LRJS), siendo competente el Juzgado de lo Social del lugar de prestación de los servicios o del domicilio del demandado, a elección del demandante (art. 10.1 LRJS).',
      ],
      [
        'Capacidad y legitimación.',
        'Las partes tienen capacidad y legitimación conforme a los arts. 16 y 17 LRJS.',
      ],
      [
        'Conciliación previa.',
        'Se ha cumplido el requisito de la conciliación previa ante el servicio administrativo correspondiente (arts. 63 y 66 LRJS).',
      ],
      [
        'Procedimiento y plazo.',
        'La demanda se tramita por la modalidad procesal de despido (arts. 103 a 113 LRJS) y se presenta dentro del plazo de caducidad de veinte días hábiles (art. 59.3 ET y art. 103.1 LRJS).',
      ],
      [
        'Fondo.',
        nulo
          ? 'El despido debe declararse nulo por tener por móvil alguna de las causas de discriminación prohibidas en la Constitución o producirse con violación de derechos fundamentales (art. 14 CE y art. 55.5 ET), con readmisión inmediata y abono de los salarios dejados de percibir (art. 55.6 ET).'
          : 'El despido debe declararse improcedente al no acreditarse el incumplimiento alegado ni cumplirse los requisitos formales exigidos (arts. 55.1 y 55.4 ET), con las consecuencias del art. 56 ET: readmisión o indemnización de treinta y tres días de salario por año de servicio, con un máximo de veinticuatro mensualidades, a opción de la empresa.',
      ],
      [
        'Salarios de tramitación.',
        'En caso de readmisión proceden los salarios de tramitación (art. 56.2 ET y art. 110 LRJS).',
      ],
    ]),
  );
  out.push(
    `<p>Por lo expuesto, <strong>SUPLICO AL JUZGADO</strong>: que tenga por presentada esta demanda, la admita y, previos los trámites legales y la celebración de los actos de conciliación y juicio, dicte sentencia por la que ${suplicoItems(
      f,
      nulo
        ? 'se declare la nulidad del despido y se condene a la empresa a la readmisión inmediata de la parte demandante con abono de los salarios dejados de percibir'
        : 'se declare la improcedencia del despido y se condene a la empresa a readmitir a la parte demandante o, a su opción, a abonarle la indemnización legal, con abono en su caso de los salarios de tramitación',
    )}.</p>`,
  );
  const others = [
    'que, a los efectos del art. 21.2 LRJS, esta parte comparecerá al acto del juicio asistida de Letrado.</p>\n<p><strong>SUPLICO AL JUZGADO</strong>: que lo tenga por manifestado.',
  ];
  const docs = documentsOtrosi(f, '<strong>SUPLICO AL JUZGADO</strong>: que los tenga por aportados.');
  if (docs) others.push(docs);
  out.push(...otrosies(others));
  return out;
}

/** Any other template: court or title, parties `<rol>_nombre…`, hechos, fundamentos, petición. */
function generic(input: DraftInput, f: Fields): string[] {
  const court = f.get('juzgado') || f.get('organo');
  const out = [
    `<h1>${escapeHtml(court ? courtHeading(court) : input.title.toLocaleUpperCase('es-ES'))}</h1>`,
  ];
  const roles = input.template.fields
    .map((fd) => /^(.+)_nombre$/.exec(fd.id)?.[1])
    .filter((r): r is string => r !== undefined);
  const [first, ...rest] = roles;
  const main = first ? readParty(f, first, input.clientName.trim()) : null;
  const fallback: Party = {
    name: input.clientName.trim() || '[nombre]',
    idLabel: 'DNI',
    idValue: '',
    address: '',
  };
  out.push(
    appearance(main ?? fallback, f, 'comparezco y, como mejor proceda en Derecho, <strong>DIGO</strong>:'),
  );
  const others = rest.map((r) => readParty(f, r)).filter((p): p is Party => p !== null);
  if (others.length) {
    out.push(
      `<p>Que el presente escrito se dirige frente a ${others.map((p) => describeParty(p, { article: true })).join('; ')}.</p>`,
    );
  }
  out.push(
    `<p>Que por medio del presente escrito presento <strong>${escapeHtml(input.template.name.toLocaleUpperCase('es-ES'))}</strong>, con base en los siguientes</p>`,
  );
  out.push('<h2>HECHOS</h2>', ...numbered(splitItems(f.get('hechos')).map(html)));
  out.push(
    ...groundsSection(f, [
      [
        'Capacidad y legitimación.',
        'Las partes tienen capacidad y legitimación conforme a los arts. 6, 7 y 10 LEC.',
      ],
      ['Fondo.', 'Son de aplicación los arts. 1089, 1091 y 1101 CC y demás normas concordantes.'],
      ['Costas.', 'Las costas se rigen por el art. 394 LEC.'],
    ]),
  );
  out.push(
    `<p>Por lo expuesto, <strong>SOLICITO</strong>: que tenga por presentado este escrito y ${suplicoItems(f, 'acuerde conforme a lo interesado')}.</p>`,
  );
  return out;
}

const COMPOSERS: Record<string, (input: DraftInput, f: Fields) => string[]> = {
  'demanda-civil': demandaCivil,
  'querella-penal': querellaPenal,
  'recurso-apelacion': recursoApelacion,
  'contrato-arrendamiento': contratoArrendamiento,
  'escrito-alegaciones': escritoAlegaciones,
  'demanda-laboral': demandaLaboral,
};

/** Signature block by template: lawyers (and procurador), the interested party, or both contract parties. */
function signatures(id: string, input: DraftInput, f: Fields): string[] {
  switch (id) {
    case 'demanda-civil':
    case 'recurso-apelacion':
      return lawyerSignatures(f, true);
    case 'querella-penal':
      return [
        ...lawyerSignatures(f, true),
        signature('Querellante', f.get('querellante_nombre') || input.clientName.trim()),
      ];
    case 'demanda-laboral':
      return [
        signature(professional('Letrado', f.get('abogado')), f.get('abogado')),
        signature('Demandante', f.get('trabajador_nombre') || input.clientName.trim()),
      ];
    case 'escrito-alegaciones': {
      const name = f.get('interesado_nombre') || input.clientName.trim();
      const out = [signature(professional('Interesado', name), name)];
      const rep = f.get('representante');
      if (rep) out.push(signature('Representante', rep));
      return out;
    }
    default:
      return lawyerSignatures(f, false);
  }
}

/**
 * Drafts a complete Spanish legal document from a template and the user's values, as clean HTML
 * (only h1-h3, p, strong, em, ol, ul, li, blockquote, br; every user value escaped). Deterministic: the
 * same input gives the same output byte for byte; the date comes from `input.now` (Madrid time).
 *
 * Judicial templates: encabezamiento, comparecencia, opening (DEMANDA/QUERELLA/RECURSO/ALEGACIONES),
 * numbered HECHOS (PRIMERO.-…), FUNDAMENTOS DE DERECHO (I.-… the user's, citations normalised, or the
 * template's standard grounds), SUPLICO/SOLICITA, OTROSÍES, 'Otros datos' (fields the composer does
 * not place), place and date, signatures. The lease: REUNIDOS, INTERVIENEN, EXPONEN, CLÁUSULAS.
 *
 * @param input - template, values keyed by field id, and the drafting date
 * @returns the document HTML, one block per line
 */
export function composeLegalDocument(input: DraftInput): string {
  const f = new Fields(input);
  const compose = COMPOSERS[input.template.id] ?? generic;
  const body = compose(input, f);
  if (input.template.id === 'contrato-arrendamiento') return `${body.join('\n')}\n`;
  const place = placeAndDate(f, input);
  const signed = signatures(input.template.id, input, f);
  return `${[...body, ...otherData(input, f), place, ...signed].join('\n')}\n`;
}
