import { escapeHtml, htmlToText, type DraftInput } from '@alegato/legal-nlp';

/** System and user messages sent to a language model to draft one report. */
export interface EnhancePrompt {
  /** System message: the role and the output rules. */
  system: string;
  /** User message: the template, the data and the composer's draft to follow. */
  user: string;
}

/** Output rules every provider is given: HTML only, from the report HTML contract. */
export const SYSTEM_PROMPT = [
  'Eres un abogado español experto en redacción forense. Redactas escritos judiciales, escritos administrativos y contratos conforme a la práctica de los tribunales españoles y a la normativa vigente (CE, CC, CP, LEC, LECrim, ET, LRJS, LAU, LPACAP).',
  'Respondes únicamente con el documento en HTML limpio: sin Markdown, sin bloques de código, sin comentarios ni explicaciones antes o después.',
  'Usa solo las etiquetas h1, h2, h3, p, strong, em, ol, ul, li, blockquote y br, sin atributos.',
  'No inventes hechos, datos personales, importes ni fechas: usa exactamente los que se te dan y deja entre corchetes lo que falte.',
  "Cita las normas en forma abreviada y completa: 'art. 1902 CC', 'arts. 24 y 120 CE', 'Ley 29/1994'.",
].join('\n');

/** Section headings of a draft (its h1/h2 texts), in order. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h[12]>([\s\S]*?)<\/h[12]>/g)].map((m) => htmlToText(m[1] ?? ''));
}

/**
 * The prompt for one draft: the template name, the user's data by field label, and the composer's draft
 * as the structure to follow (same sections, numbering, petition, place and date, signatures).
 *
 * @param input - the draft input
 * @param draft - the embedded composer's HTML for the same input
 */
export function buildEnhancePrompt(input: DraftInput, draft: string): EnhancePrompt {
  const fields = new Map(input.template.fields.map((f) => [f.id, f]));
  const data = Object.entries(input.content)
    .filter(([, v]) => v.trim() !== '')
    .map(([id, v]) => {
      const field = fields.get(id);
      const shown = field?.type === 'select' ? (field.options?.find((o) => o.value === v)?.label ?? v) : v;
      return `- ${field?.label ?? id}: ${shown.trim()}`;
    });
  const sections = headings(draft);
  const user = [
    `Plantilla: ${input.template.name} (categoría ${input.template.category}).`,
    input.template.description ? `Descripción de la plantilla: ${input.template.description}` : '',
    `Título del informe: ${input.title}`,
    input.clientName.trim() ? `Cliente: ${input.clientName.trim()}` : '',
    input.caseTitle?.trim() ? `Asunto vinculado: ${input.caseTitle.trim()}` : '',
    input.description.trim() ? `Notas del usuario: ${input.description.trim()}` : '',
    '',
    'Datos introducidos por el usuario:',
    data.length ? data.join('\n') : '- (ninguno)',
    '',
    'Borrador del documento generado por el sistema. Síguelo como estructura: conserva el encabezamiento, ' +
      `las secciones (${sections.join(', ')}), la numeración (PRIMERO.-, SEGUNDO.-…; fundamentos I.-, II.-…), ` +
      'la petición, los otrosíes, el lugar y la fecha y las firmas.',
    '<borrador>',
    draft.trim(),
    '</borrador>',
    '',
    'Mejora la redacción jurídica del borrador: desarrolla los hechos con claridad y orden cronológico, ' +
      'fundamenta con los preceptos aplicables y formula la petición con precisión. Mantén exactamente los ' +
      'nombres, documentos de identidad, domicilios, importes y fechas. Devuelve solo el HTML del documento completo.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { system: SYSTEM_PROMPT, user };
}

/**
 * The document HTML in a model's answer: strips Markdown code fences and a surrounding html/body, and
 * turns a plain-text answer (no tags) into escaped paragraphs. Returns '' for an empty answer.
 */
export function extractHtml(answer: string): string {
  let s = answer.trim();
  const fenced = /^```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/.exec(s);
  if (fenced) s = (fenced[1] ?? '').trim();
  else
    s = s
      .replace(/^```[a-zA-Z]*\s*\n/, '')
      .replace(/\n```\s*$/, '')
      .trim();
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(s);
  if (body) s = (body[1] ?? '').trim();
  s = s.replace(/^<!doctype[^>]*>/i, '').trim();
  if (s === '') return '';
  if (!/<\/?[a-z][a-z0-9]*[\s>/]/i.test(s)) {
    return s
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  }
  return s;
}
