/**
 * SECURITY 11 — stored XSS through the reports API. Every payload of `xss-payloads.ts` goes in through
 * creation (title, description, client name, content values), PUT of fields, PUT of `generated_html`
 * and the editor save; what is stored and what is answered must hold no executable vector. HTML is
 * checked against the report HTML contract with an allow-list parser (any other tag or attribute
 * fails); plain-text fields must hold no tag at all.
 */
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../packages/server/test/auth-env.js';
import { describeEachTarget } from '../../packages/server/test/targets.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

const BLOCK = ['class', 'dir'];
const ALLOWED: Record<string, string[]> = {
  p: BLOCK,
  h1: BLOCK,
  h2: BLOCK,
  h3: BLOCK,
  h4: BLOCK,
  h5: BLOCK,
  h6: BLOCK,
  li: [...BLOCK, 'data-checked'],
  ul: ['data-list'],
  ol: [],
  blockquote: ['dir'],
  pre: [],
  code: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  a: ['href', 'rel', 'target'],
  span: ['class', 'style', 'data-formula'],
  img: ['src', 'alt', 'width', 'height'],
  iframe: ['src', 'class', 'allowfullscreen', 'frameborder', 'sandbox'],
};
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
const VIDEO =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)(\?[A-Za-z0-9_=&.-]*)?$/;

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Problems of `html` against the report HTML contract; [] when it holds no executable vector. */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const text = html.replace(
    /<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g,
    (tag, name: string, attrs: string) => {
      const tagName = name.toLowerCase();
      const allowed = ALLOWED[tagName];
      if (!allowed) {
        problems.push(`tag <${tagName}>`);
        return '';
      }
      const seen: Record<string, string> = {};
      for (const m of attrs.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)) {
        const attr = (m[1] ?? '').toLowerCase();
        const value = decode(m[2] ?? '');
        if (/[<>]/.test(m[2] ?? '')) problems.push(`raw angle bracket in ${attr}`);
        seen[attr] = value;
        if (!allowed.includes(attr)) problems.push(`attribute ${attr} on <${tagName}>`);
        if (/^on/.test(attr)) problems.push(`handler ${attr}`);
        const compact = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
        if (/(javascript|vbscript|livescript):/.test(compact)) problems.push(`script URL in ${attr}`);
        if (attr === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) problems.push(`href ${value}`);
        if (
          attr === 'src' &&
          tagName === 'img' &&
          !/^(https?:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(value)
        )
          problems.push(`img src ${value}`);
        if (attr === 'src' && tagName === 'iframe' && !VIDEO.test(value))
          problems.push(`iframe src ${value}`);
        if (attr === 'style') {
          for (const decl of value.split(';').filter((d) => d.trim())) {
            const [prop = '', ...rest] = decl.split(':');
            if (!['color', 'background-color'].includes(prop.trim()) || !COLOR.test(rest.join(':').trim()))
              problems.push(`style ${decl}`);
          }
        }
      }
      if (
        tagName === 'iframe' &&
        !tag.startsWith('</') &&
        seen.sandbox !== 'allow-scripts allow-same-origin allow-presentation'
      )
        problems.push('iframe without sandbox');
      if (tagName === 'a' && !tag.startsWith('</') && seen.rel !== 'noopener noreferrer nofollow')
        problems.push('a without rel');
      return '';
    },
  );
  if (/[<>]/.test(text)) problems.push(`raw angle bracket in text: ${text.slice(0, 80)}`);
  return problems;
}

/** True when a plain-text value holds no tag or comment. */
function isPlain(value: unknown): boolean {
  if (typeof value === 'string') return !/<[a-zA-Z!/?]/.test(value);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => isPlain(k) && isPlain(v));
  return true;
}

describeEachTarget('stored XSS through the reports API (SECURITY 11)', (target) => {
  const env = useAuthEnv(target);

  it('has at least 60 payloads, and the checker catches each raw one', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    const missed = XSS_PAYLOADS.filter(
      (p) => !p.startsWith('&lt;') && htmlProblems(p).length === 0 && isPlain(p),
    );
    expect(missed).toEqual([]);
  });

  it('stores and answers no executable vector through create, PUT, editor save and content', async () => {
    const ana = await env.user();
    const db = env.base.database.db;
    const failures: unknown[] = [];
    const checkReport = (where: string, payload: string, r: Record<string, unknown>) => {
      for (const f of ['title', 'description', 'client_name', 'content']) {
        if (!isPlain(r[f])) failures.push({ where, payload, field: f, value: r[f] });
      }
      if (typeof r.generated_html === 'string') {
        const problems = htmlProblems(r.generated_html);
        if (problems.length) failures.push({ where, payload, html: r.generated_html, problems });
      }
    };
    for (const payload of XSS_PAYLOADS) {
      const res = await env.call('POST', '/api/reports/create', {
        token: ana.token,
        body: {
          title: `Informe ${payload}`,
          description: payload,
          client_name: `Cliente ${payload}`,
          template_id: 'demanda-civil',
          content: { hechos: payload, [payload]: 'clave' },
        },
      });
      expect(res.status).toBe(201);
      const created = ((await res.json()) as { data: Record<string, unknown> & { id: string } }).data;
      checkReport('create', payload, created);

      const put = await env.call('PUT', `/api/reports/${created.id}`, {
        token: ana.token,
        body: {
          title: `Nuevo ${payload}`,
          content: { fundamentos: payload },
          generated_html: `<p>Antes</p>${payload}<p>Después</p>`,
        },
      });
      expect(put.status).toBe(200);
      checkReport('put', payload, ((await put.json()) as { data: Record<string, unknown> }).data);

      const save = await env.call('PUT', `/api/reports/${created.id}`, {
        token: ana.token,
        body: {
          generated_html: `<h1>T</h1>${payload}`,
          lastModified: new Date().toISOString(),
          autoSave: true,
        },
      });
      expect(save.status).toBe(200);
      checkReport('editor save', payload, ((await save.json()) as { data: Record<string, unknown> }).data);

      const stored = await db
        .selectFrom('reports')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      checkReport('stored', payload, stored as unknown as Record<string, unknown>);
    }
    expect(failures).toEqual([]);
  });

  it('keeps what the editor produces', async () => {
    const ana = await env.user();
    const html =
      '<h1 class="le-align-center">DEMANDA</h1><p class="le-indent-1" dir="rtl"><strong>a</strong> <span class="le-size-large" style="color:#ff0000">b</span></p>' +
      '<ul data-list="check"><li data-checked="true">c</li></ul><a href="https://boe.es" rel="noopener noreferrer nofollow" target="_blank">BOE</a>' +
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" class="le-video" frameborder="0" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation"></iframe>';
    const created = await env.call('POST', '/api/reports/create', {
      token: ana.token,
      body: { title: 'Informe', template_id: 'demanda-civil' },
    });
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const save = await env.call('PUT', `/api/reports/${id}`, {
      token: ana.token,
      body: { generated_html: html, lastModified: new Date().toISOString(), autoSave: false },
    });
    const out = ((await save.json()) as { data: { generated_html: string } }).data.generated_html;
    expect(out).toBe(html);
    expect(htmlProblems(out)).toEqual([]);
  });
});
