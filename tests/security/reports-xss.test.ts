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
import { htmlProblems } from './report-html-check.js';
import { XSS_PAYLOADS } from './xss-payloads.js';

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
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" class="le-video" frameborder="0" allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation"></iframe>';
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
