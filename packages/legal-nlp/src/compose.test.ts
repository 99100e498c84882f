import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_IDS } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { COMPOSER_TAGS, composeLegalDocument, courtHeading } from './compose.js';
import { sampleDraftInput } from './samples.js';

const goldenDir = fileURLToPath(new URL('./__golden__/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';

describe('composeLegalDocument golden files', () => {
  it.each([...TEMPLATE_IDS])('%s matches __golden__/%s.html byte for byte', (id) => {
    const html = composeLegalDocument(sampleDraftInput(id));
    const file = `${goldenDir}${id}.html`;
    if (update || !existsSync(file)) {
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, html);
    }
    const golden = readFileSync(file, 'utf8');
    expect(
      html,
      `The composed ${id} differs from its golden file. If the change is intended, review it and run: ` +
        `UPDATE_GOLDEN=1 npx vitest run --project unit packages/legal-nlp/src/compose.test.ts`,
    ).toBe(golden);
  });
});

describe('composeLegalDocument', () => {
  it.each([...TEMPLATE_IDS])('%s is deterministic and uses only the allowed tags', (id) => {
    const input = sampleDraftInput(id);
    const html = composeLegalDocument(input);
    expect(composeLegalDocument(sampleDraftInput(id))).toBe(html);
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]);
    for (const tag of tags) expect(COMPOSER_TAGS as readonly string[]).toContain(tag);
    expect(html).not.toMatch(/<[a-z0-9]+\s[^>]*>/);
    expect(html).toContain('a 22 de noviembre de 2026.');
  });

  it('escapes every user value', () => {
    const input = sampleDraftInput('demanda-civil');
    input.content.demandante_nombre = '<script>alert("x")</script>';
    input.content.hechos = 'Uno <b>negrita</b> & "comillas"';
    input.content.campo_raro = "<img src=x onerror='y'>";
    const html = composeLegalDocument(input);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Uno &lt;b&gt;negrita&lt;/b&gt; &amp; &quot;comillas&quot;');
  });

  it('numbers facts split on blank lines, numbered lines and bullets up to VIGÉSIMO and beyond', () => {
    const input = sampleDraftInput('demanda-civil');
    input.content.hechos = Array.from({ length: 22 }, (_, i) => `${i + 1}. Hecho número ${i + 1}.`).join(
      '\n',
    );
    const html = composeLegalDocument(input);
    expect(html).toContain('<p><strong>PRIMERO.-</strong> Hecho número 1.</p>');
    expect(html).toContain('<p><strong>DECIMOTERCERO.-</strong> Hecho número 13.</p>');
    expect(html).toContain('<p><strong>VIGÉSIMO.-</strong> Hecho número 20.</p>');
    expect(html).toContain('<p><strong>VIGÉSIMO SEGUNDO.-</strong> Hecho número 22.</p>');
    input.content.hechos = '• Primero de todo\n• Después, lo otro';
    expect(composeLegalDocument(input)).toContain('<p><strong>SEGUNDO.-</strong> Después, lo otro</p>');
  });

  it('normalises the citations of the user grounds and numbers them with Roman numerals', () => {
    const input = sampleDraftInput('demanda-civil');
    input.content.fundamentos_derecho =
      'articulo 1902 del codigo civil.\n\nLey 1/2000 y ecli:es:ts:2020:1234.';
    const html = composeLegalDocument(input);
    expect(html).toContain('<p><strong>I.-</strong> art. 1902 CC.</p>');
    expect(html).toContain('<p><strong>II.-</strong> Ley 1/2000 y ECLI:ES:TS:2020:1234.</p>');
    expect(html).not.toContain('Jurisdicción y competencia.');
  });

  it('adds the standard grounds when the user gives none', () => {
    const html = composeLegalDocument(sampleDraftInput('demanda-civil'));
    expect(html).toContain('<strong>I.- Jurisdicción y competencia.</strong>');
    expect(html).toContain('art. 1902 CC');
    expect(html).toContain('art. 394 LEC');
  });

  it('formats amounts es-ES with letters and keeps unknown fields in Otros datos', () => {
    const input = sampleDraftInput('demanda-civil');
    input.content.cuantia = '12500';
    input.content.referencia_interna = 'EXP-77';
    const html = composeLegalDocument(input);
    expect(html).toContain('12.500,00 € (doce mil quinientos euros)');
    expect(html).toContain(
      '<h2>OTROS DATOS</h2>\n<ul><li><strong>referencia_interna:</strong> EXP-77</li></ul>',
    );
  });

  it('asks for medidas cautelares only when the field says so', () => {
    const input = sampleDraftInput('demanda-civil');
    expect(composeLegalDocument(input)).not.toContain('medidas cautelares');
    input.content.medidas_cautelares = 'si';
    expect(composeLegalDocument(input)).toContain(
      'SEGUNDO OTROSÍ DIGO:</strong> que interesa el recibimiento',
    );
    expect(composeLegalDocument(input)).toContain('medidas cautelares');
  });

  it.each([...TEMPLATE_IDS])('%s drafts a complete skeleton from empty content, marking the gaps', (id) => {
    const html = composeLegalDocument({ ...sampleDraftInput(id), content: {}, clientName: 'Cliente Uno' });
    expect(html).toContain('Cliente Uno');
    expect(html).toContain('a 22 de noviembre de 2026.');
    expect(html).toContain('Fdo.:');
    // The lease has fixed clauses and the labour claim fixed facts (art. 104 LRJS); the rest show the gap.
    if (!['contrato-arrendamiento', 'demanda-laboral'].includes(id))
      expect(html).toContain('<p>[Pendiente de completar.]</p>');
  });

  it('drafts any other template with the generic structure', () => {
    const html = composeLegalDocument({
      template: {
        id: 'demanda-familia',
        name: 'Demanda de divorcio',
        description: '',
        category: 'familiar',
        fields: [
          { id: 'juzgado', label: 'Juzgado', type: 'text', required: true, rows: 4 },
          { id: 'conyuge_nombre', label: 'Cónyuge', type: 'text', required: true, rows: 4 },
          { id: 'hechos', label: 'Hechos', type: 'textarea', required: true, rows: 6 },
          { id: 'hijos', label: 'Hijos menores', type: 'text', required: false, rows: 4 },
        ],
      },
      title: 'Divorcio',
      clientName: 'Ana Ruiz',
      description: '',
      content: {
        juzgado: 'Juzgado de Familia n.º 1 de Bilbao',
        conyuge_nombre: 'Ana Ruiz',
        hechos: 'Uno.\n\nDos.',
        hijos: 'Dos',
      },
      now: new Date('2026-01-05T12:00:00Z'),
    });
    expect(html).toContain('<h1>AL JUZGADO DE FAMILIA N.º 1 DE BILBAO</h1>');
    expect(html).toContain('<strong>D./Dña. Ana Ruiz</strong>');
    expect(html).toContain('<p><strong>SEGUNDO.-</strong> Dos.</p>');
    expect(html).toContain('<li><strong>Hijos menores:</strong> Dos</li>');
    expect(html).toContain('<p>En Madrid, a 5 de enero de 2026.</p>');
  });
});

describe('courtHeading', () => {
  it.each([
    ['Juzgado de Primera Instancia n.º 3 de Madrid', 'AL JUZGADO DE PRIMERA INSTANCIA N.º 3 DE MADRID'],
    ['Audiencia Provincial de Sevilla', 'A LA AUDIENCIA PROVINCIAL DE SEVILLA'],
    ['Agencia Tributaria', 'A LA AGENCIA TRIBUTARIA'],
    ['al Juzgado Decano de Bilbao', 'AL JUZGADO DECANO DE BILBAO'],
    ['', 'AL JUZGADO QUE POR TURNO CORRESPONDA'],
  ])('%j → %j', (court, heading) => {
    expect(courtHeading(court)).toBe(heading);
  });
});
