/**
 * What the load suite does to the server: a pool of signed-up users, the mixed traffic (search, upload,
 * report create and update, report PDF; sign-in paced apart), the ledger of every acknowledged write,
 * and the read-back that proves none was lost.
 * @module
 */
import { randomUUID } from 'node:crypto';

import { signUp } from '../perf/lib/server.mjs';

/** Plain questions a lawyer types (they hit the imported laws and the users' own documents). */
export const QUESTIONS = [
  'fianza del arrendamiento de vivienda',
  'despido improcedente indemnización',
  'derecho a la tutela judicial efectiva',
  'plazo de preaviso del contrato de trabajo',
  'reclamación de rentas impagadas',
  'desahucio por falta de pago',
];

/** Share of each operation in the full mix (sign-in is paced apart, see `SIGNIN_RATE` in run.mjs). */
export const FULL_MIX = [
  ['search', 35],
  ['upload', 15],
  ['report.create', 10],
  ['report.update', 30],
  ['pdf', 10],
];

/**
 * The mix the suite runs: {@link FULL_MIX}, or only the operations `LOAD_MIX` names (comma-separated,
 * e.g. `search` or `report.create,report.update`) with their shares — to tell which one a figure
 * belongs to. An unknown name throws.
 */
export function mixFromEnv(value = process.env.LOAD_MIX) {
  if (!value) return FULL_MIX;
  const names = value.split(',').map((n) => n.trim());
  for (const n of names)
    if (!FULL_MIX.some(([m]) => m === n))
      throw new Error(`LOAD_MIX: unknown operation ${n} (one of ${FULL_MIX.map(([m]) => m).join(', ')})`);
  return FULL_MIX.filter(([n]) => names.includes(n));
}

export const MIX = mixFromEnv();

const TEMPLATES = ['demanda-civil', 'querella-penal', 'recurso-apelacion', 'contrato-arrendamiento'];

/** A one-page PDF whose text layer reads `text` (ASCII), built by hand with a correct xref table. */
export function tinyPdf(text) {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 72 770 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A `multipart/form-data` body with one `file` part: `{body, contentType}`. */
export function multipart(filename, mime, bytes) {
  const boundary = `----alegato-load-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * `n` users signed up (confirmed at once: the server runs with `AUTH_AUTOCONFIRM`) and put on `plan`,
 * 4 at a time.
 */
export async function signUpPool(url, n, plan = 'individual') {
  const users = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < n) {
        next++;
        const u = await signUp(url, 'carga');
        // A new account is on estudiante, which has no PDF export (ADR 0026): the demo billing moves it.
        const res = await fetch(`${url}/api/billing/change`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
          body: JSON.stringify({ plan }),
        });
        if (!res.ok) throw new Error(`plan change ${res.status}: ${await res.text()}`);
        users.push({ ...u, reports: [], busy: new Set() });
      }
    }),
  );
  return users;
}

/**
 * The mixed traffic over `users` through `client`, recording into `stats` and the write ledger.
 * `pick()` chooses one operation by {@link MIX}; `run(name, user?)` performs it and resolves with its latency
 * in ms (undefined when it failed without an answer). `docx` (optional bytes of a Word file whose text
 * holds `docxMarker`) is uploaded as every third file.
 */
export function createScenario({ client, users, stats, docx, docxMarker }) {
  /** Acknowledged uploads: `{user, id, size, marker, filename}`. */
  const documents = [];
  /**
   * Reports: `{user, id, expected (last acknowledged content), maybe ([{content, unanswered}] of saves
   * that failed since, or timed out at any time: those may land after a later acknowledged one)}`.
   */
  const reports = [];
  let seq = 0;
  const total = MIX.reduce((a, [, w]) => a + w, 0);
  const user = () => users[Math.floor(Math.random() * users.length)];
  const idle = (u) => {
    const free = u.reports.filter((r) => !u.busy.has(r.id));
    return free.length ? free[Math.floor(Math.random() * free.length)] : null;
  };

  /** Records `res` of `name` against the `expected` status: true when acknowledged. */
  function judge(name, res, ms, expected) {
    if (res.status === expected) {
      stats.ok(name, ms);
      return true;
    }
    if (res.status === 429) stats.limited(name, ms);
    else if (res.status === 0) stats.error(name, undefined, `network: ${res.error?.message}`);
    else stats.error(name, ms, `${res.status} ${res.body.toString('utf8').slice(0, 200)}`);
    return false;
  }

  async function timed(name, expected, send) {
    const t0 = performance.now();
    const res = await send();
    const ms = performance.now() - t0;
    return { res, ms, ok: judge(name, res, ms, expected) };
  }

  const ops = {
    async search(u = user()) {
      const query = QUESTIONS[seq++ % QUESTIONS.length];
      const { res, ms, ok } = await timed('search', 200, () =>
        client.call('POST', '/query/mixed', { token: u.token, json: { query, top_k: 10 } }),
      );
      if (ok && !Array.isArray(res.json()?.chunks)) stats.error('search', undefined, 'answer without chunks');
      return ms;
    },

    async upload(u = user()) {
      const n = seq++;
      const marker = `marcador${randomUUID().replaceAll('-', '')}`;
      let file;
      if (docx && n % 3 === 2)
        file = {
          name: `informe-${n}.docx`,
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          bytes: docx,
          marker: docxMarker,
        };
      else if (n % 3 === 1)
        file = {
          name: `escrito-${n}.pdf`,
          mime: 'application/pdf',
          bytes: tinyPdf(`Escrito de prueba de carga ${marker} sobre fianza y rentas impagadas.`),
          marker,
        };
      else
        file = {
          name: `nota-${n}.txt`,
          mime: 'text/plain',
          bytes: Buffer.from(
            `Nota de prueba de carga ${marker}.\n\nEl arrendatario dejó de abonar la renta de tres meses; ` +
              'se reclama la fianza y las rentas impagadas con sus intereses.\n',
          ),
          marker,
        };
      const { body, contentType } = multipart(file.name, file.mime, file.bytes);
      const { res, ms, ok } = await timed('upload', 202, () =>
        client.call('POST', '/upload', { token: u.token, body, headers: { 'content-type': contentType } }),
      );
      const id = ok ? res.json()?.data?.document?.id : undefined;
      if (ok && !id) stats.error('upload', undefined, 'answer without document id');
      if (id)
        documents.push({ user: u, id, size: file.bytes.length, marker: file.marker, filename: file.name });
      return ms;
    },

    async 'report.create'(u = user()) {
      const content = {
        hechos: `PRIMERO.- El arrendatario dejó de abonar la renta (${randomUUID()}).`,
        suplico: 'Que se condene al demandado al pago de 4.500 euros más intereses y costas.',
      };
      const { res, ms, ok } = await timed('report.create', 201, () =>
        client.call('POST', '/api/reports/create', {
          token: u.token,
          json: {
            title: `Informe de carga ${seq++}`,
            description: 'Reclamación de rentas impagadas.',
            template_id: TEMPLATES[seq % TEMPLATES.length],
            content,
          },
        }),
      );
      const id = ok ? res.json()?.data?.id : undefined;
      if (ok && !id) stats.error('report.create', undefined, 'answer without report id');
      if (id) {
        const report = { user: u, id, expected: content, maybe: [] };
        reports.push(report);
        u.reports.push(report);
      }
      return ms;
    },

    /** One save of a report nobody else is saving now (so "the last acknowledged" is well defined). */
    async 'report.update'(u = user()) {
      const report = idle(u);
      if (!report) return ops['report.create'](u);
      u.busy.add(report.id);
      try {
        const content = {
          hechos: `PRIMERO.- Versión ${seq++} del escrito (${randomUUID()}).`,
          suplico: 'Que se estime íntegramente la demanda.',
        };
        const { ms, ok, res } = await timed('report.update', 200, () =>
          client.call('PUT', `/api/reports/${report.id}`, { token: u.token, json: { content } }),
        );
        if (ok) {
          report.expected = content;
          // A save given up without an answer (timeout) may still be applied after this one: it stays.
          report.maybe = report.maybe.filter((m) => m.unanswered);
        } else if (res.status === 0 || res.status >= 500)
          report.maybe.push({ content, unanswered: res.status === 0 });
        return ms;
      } finally {
        u.busy.delete(report.id);
      }
    },

    /** The PDF of one of the user's reports (`metadata.reporte_id`), rendered at once. */
    async pdf(u = user()) {
      const report = idle(u);
      if (!report) return ops['report.create'](u);
      u.busy.add(report.id);
      try {
        const { res, ms, ok } = await timed('pdf', 200, () =>
          client.call('POST', '/api/pdf/generar-informe-legal', {
            token: u.token,
            json: {
              contenido_markdown: `# Demanda\n\n## HECHOS\n\n${report.expected.hechos}\n\n## SUPLICO\n\n${report.expected.suplico}`,
              titulo: 'Demanda por impago de rentas',
              caso_id: 'default',
              metadata: {
                fecha: '27/11/2026',
                tipo_documento: 'Demanda',
                generado_por: 'Alegato',
                reporte_id: report.id,
              },
            },
          }),
        );
        if (ok && !(res.json()?.tamaño_bytes > 0)) stats.error('pdf', undefined, 'answer without a PDF size');
        return ms;
      } finally {
        u.busy.delete(report.id);
      }
    },
  };

  let nextSignIn = 0;
  return {
    documents,
    reports,
    /** One operation name drawn by {@link MIX}. */
    pick() {
      let r = Math.random() * total;
      for (const [name, w] of MIX) if ((r -= w) < 0) return name;
      return MIX[0][0];
    },
    /** Performs `name` as `u` (default: a random user of the pool). */
    run: (name, u) => ops[name](u),
    /** Signs the next user of the pool in with the password (round robin); the new token is used on. */
    async signIn() {
      const u = users[nextSignIn++ % users.length];
      const { res, ms, ok } = await timed('signin', 200, () =>
        client.call('POST', '/auth/v1/token?grant_type=password', {
          json: { email: u.email, password: u.password },
        }),
      );
      const token = ok ? res.json()?.access_token : undefined;
      if (ok && !token) stats.error('signin', undefined, 'answer without access_token');
      if (token) u.token = token;
      return ms;
    },
  };
}

/** Runs `fn` over `items` `concurrency` at a time. */
async function each(items, concurrency, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

const sameContent = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * How many of `documents` (acknowledged uploads) are still `processing`, read from every user's list:
 * `{count, listed}` (`listed`: the rows by id).
 */
export async function processing({ client, users, documents }) {
  const listed = new Map();
  for (const u of users) {
    const res = await client.call('GET', '/documents', { token: u.token });
    for (const d of res.json()?.data?.documents ?? []) listed.set(d.id, d);
  }
  return { count: documents.filter((d) => listed.get(d.id)?.status === 'processing').length, listed };
}

/**
 * Reads every acknowledged write back through the API: each uploaded document listed with its size,
 * processed (waiting up to `waitMs` for ingestion to catch up) and its text holding its marker; each
 * report's content the last acknowledged one (or an unacknowledged later save). Resolves with
 * `{documents, reports, lost: [reason…], waitedMs}`.
 */
export async function readBack({ client, users, documents, reports, waitMs = 300_000 }) {
  const lost = [];
  const t0 = performance.now();
  // Every acknowledged document listed with its size; wait until none is still processing.
  let listed = new Map();
  for (;;) {
    const look = await processing({ client, users, documents });
    listed = look.listed;
    if (look.count === 0 || performance.now() - t0 > waitMs) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const waitedMs = performance.now() - t0;
  // The list stops at 1,000 rows a user: one past it is fetched on its own.
  await each(
    documents.filter((d) => !listed.has(d.id)),
    8,
    async (d) => {
      const res = await client.call('GET', `/documents/${d.id}`, { token: d.user.token });
      const row = res.json()?.data?.document;
      if (res.status === 200 && row) listed.set(d.id, { ...row, unlisted: true });
    },
  );
  const perUser = new Map();
  for (const d of documents) perUser.set(d.user, (perUser.get(d.user) ?? 0) + 1);
  const readable = [];
  for (const d of documents) {
    const row = listed.get(d.id);
    if (row?.unlisted && perUser.get(d.user) <= 1000)
      lost.push(`document ${d.id} (${d.filename}) readable but not listed`);
    else if (!row) lost.push(`document ${d.id} (${d.filename}) not found`);
    else if (row.size !== d.size) lost.push(`document ${d.id} size ${row.size}, uploaded ${d.size}`);
    else if (row.status !== 'ready')
      lost.push(`document ${d.id} (${d.filename}) ${row.status}: ${row.error ?? ''}`);
    else readable.push(d);
  }
  await each(readable, 8, async (d) => {
    const res = await client.call('GET', `/documents/${d.id}/text`, { token: d.user.token });
    const text = (res.json()?.data?.pages ?? []).map((p) => p.text).join('\n');
    if (!text.includes(d.marker)) lost.push(`document ${d.id} (${d.filename}) text lacks its marker`);
  });
  await each(reports, 8, async (r) => {
    const res = await client.call('GET', `/api/reports/${r.id}`, { token: r.user.token });
    const content = res.json()?.data?.content;
    if (res.status !== 200) lost.push(`report ${r.id} GET ${res.status}`);
    else if (!sameContent(content, r.expected) && !r.maybe.some((m) => sameContent(content, m.content)))
      lost.push(`report ${r.id} content is not the last acknowledged save`);
  });
  return { documents: documents.length, reports: reports.length, lost, waitedMs };
}
