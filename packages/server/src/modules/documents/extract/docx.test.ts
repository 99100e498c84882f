import { readdirSync, readFileSync } from 'node:fs';
import { Document, Packer, PageBreak, Paragraph, SectionType, TextRun } from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../../test/corpus.js';
import { appPageCount, extractDocx, markPageBreaks } from './docx.js';
import { extractPages } from './extract.js';
import { htmlToText } from './html.js';

const para = (text: string) => new Paragraph({ children: [new TextRun(text)] });
const build = (doc: Document) => Packer.toBuffer(doc);

describe('extractDocx: real pages', () => {
  it('splits at explicit page breaks: two breaks, three pages, each text on its page', async () => {
    const bytes = await build(
      new Document({
        sections: [
          {
            children: [
              para('Hechos del escrito de demanda'),
              new Paragraph({ children: [new TextRun('Fin de la primera'), new PageBreak()] }),
              para('Fundamentos de derecho'),
              new Paragraph({ children: [new PageBreak()] }),
              para('Suplico al juzgado'),
            ],
          },
        ],
      }),
    );
    const { pages, pageCount } = await extractDocx(bytes);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages[0]?.text).toContain('Hechos del escrito de demanda');
    expect(pages[0]?.text).toContain('Fin de la primera');
    expect(pages[1]?.text).toBe('Fundamentos de derecho');
    expect(pages[2]?.text).toBe('Suplico al juzgado');
    expect(pageCount).toBe(3);
  });

  it('follows pageBreakBefore and sections that start on a new page, not continuous ones', async () => {
    const bytes = await build(
      new Document({
        sections: [
          { children: [para('Primera sección')] },
          { properties: { type: SectionType.NEXT_PAGE }, children: [para('Segunda sección')] },
          { properties: { type: SectionType.CONTINUOUS }, children: [para('Sigue en la misma página')] },
          {
            properties: { type: SectionType.CONTINUOUS },
            children: [new Paragraph({ pageBreakBefore: true, children: [new TextRun('Anexo')] })],
          },
        ],
      }),
    );
    const texts = (await extractDocx(bytes)).pages.map((p) => p.text);
    expect(texts).toEqual(['Primera sección', 'Segunda sección\n\nSigue en la misma página', 'Anexo']);
  });

  it("keeps headings on their own page's list", async () => {
    const bytes = await build(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Antecedentes', heading: 'Heading1' }),
              para('Texto uno'),
              new Paragraph({ text: 'Conclusiones', heading: 'Heading1', pageBreakBefore: true }),
              para('Texto dos'),
            ],
          },
        ],
      }),
    );
    const pages = await extractPages(bytes, 'docx');
    expect(pages.map((p) => p.headings)).toEqual([['Antecedentes'], ['Conclusiones']]);
  });

  it('one page without breaks, the page count from docProps/app.xml', () => {
    expect(appPageCount('<Properties><Pages>7</Pages><Words>10</Words></Properties>')).toBe(7);
    expect(appPageCount('<ep:Pages>3</ep:Pages>')).toBe(3);
    expect(appPageCount('<Properties><Words>10</Words></Properties>')).toBeNull();
    expect(appPageCount(undefined)).toBeNull();
  });
});

describe('markPageBreaks', () => {
  const body = (inner: string) =>
    `<w:document xmlns:w="x"><w:body>${inner}<w:sectPr><w:pgSz/></w:sectPr></w:body></w:document>`;

  it("uses Word's rendered page marks alone when there are any (explicit breaks are already among them)", () => {
    const xml = body(
      '<w:p><w:r><w:t>Uno</w:t><w:br w:type="page"/></w:r></w:p>' +
        '<w:p><w:r><w:lastRenderedPageBreak/><w:t>Dos</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>dos sigue</w:t><w:lastRenderedPageBreak/><w:t>Tres</w:t></w:r></w:p>',
    );
    const marked = markPageBreaks(xml);
    expect(marked.breaks).toBe(2);
    expect(marked.xml.match(/w:type="page"/g)).toHaveLength(2);
    expect(marked.xml).not.toContain('lastRenderedPageBreak');
    expect(marked.xml).toContain('<w:t>dos sigue</w:t><w:br w:type="page"/><w:t>Tres</w:t>');
  });

  it('turns pageBreakBefore into a break, not when switched off, and gives an empty paragraph a body', () => {
    const marked = markPageBreaks(
      body(
        '<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>A</w:t></w:r></w:p>' +
          '<w:p><w:pPr><w:pageBreakBefore w:val="false"/></w:pPr><w:r><w:t>B</w:t></w:r></w:p>' +
          '<w:p><w:pPr><w:sectPr><w:type w:val="continuous"/></w:sectPr></w:pPr></w:p><w:p/>',
      ),
    );
    expect(marked.breaks).toBe(2);
    expect(marked.xml).toContain('</w:pPr><w:r><w:br w:type="page"/></w:r><w:r><w:t>A</w:t>');
    expect(marked.xml).toContain('<w:p><w:r><w:br w:type="page"/></w:r></w:p>');
  });

  it('leaves a document without marks as it is', () => {
    const xml = body('<w:p><w:r><w:t>Solo</w:t></w:r></w:p>');
    expect(markPageBreaks(xml)).toEqual({ xml, breaks: 0 });
  });
});

describeWithCorpus('extractDocx: mammoth fixtures', ['docx-fixtures-mammoth'], () => {
  const dir = corpusPath('docx-fixtures-mammoth');
  it('reads every fixture, with as many pages as its page-break marks and the same text as before', async () => {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.docx'))) {
      const bytes = readFileSync(`${dir}/${name}`);
      const { pages, pageCount } = await extractDocx(bytes);
      expect(pages.length, name).toBeGreaterThan(0);
      expect(pageCount, name).toBeGreaterThanOrEqual(pages.length);
      expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
      // The text is what mammoth gives reading the file itself, only cut into pages.
      const plain = htmlToText((await mammoth.convertToHtml({ buffer: bytes })).value);
      expect(pages.map((p) => p.text).join('\n\n'), name).toBe(plain.map((p) => p.text).join('\n\n'));
    }
  });
});
