import { readFileSync } from 'node:fs';
import { NOT_FOUND_ANSWER } from '@alegato/legal-nlp';
import { expect, it, vi } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';
import { describeEachTarget } from '../../../test/targets.js';
import { CHAT_MESSAGES } from './routes.js';

/** A two-page judgment written for these tests (not a real case); the form feed starts page 2. */
const TXT = [
  'TRIBUNAL SUPERIOR DE JUSTICIA DE MADRID',
  'Sala de lo Social',
  '',
  'Nº de Recurso: 512/2024',
  'Ponente: ELENA MARTÍN SOTO',
  '',
  'En Madrid, a 3 de febrero de 2025.',
  'Esta Sala ha visto el recurso de suplicación interpuesto por D. Luis Gómez Ortega contra la sentencia',
  'del Juzgado de lo Social nº 2 de Madrid, siendo ponente la Ilma. Sra. Dª Elena Martín Soto.',
  '',
  'HECHOS PROBADOS',
  'PRIMERO.- El actor prestó servicios como electricista desde el 4 de mayo de 2016.',
  'SEGUNDO.- La base reguladora de la prestación asciende a 1.920,35 euros mensuales.',
  '\f',
  'FUNDAMENTOS DE DERECHO',
  'ÚNICO.- El recurrente denuncia la infracción del artículo 194 de la Ley General de la Seguridad Social.',
  '',
  'FALLAMOS',
  'Estimamos el recurso de suplicación interpuesto por D. Luis Gómez Ortega y revocamos la sentencia recurrida.',
  'Sin imposición de costas.',
].join('\n');

type Doc = { id: string; status: string; filename: string };
type Citation = { page: number; text: string; chunk_id: number | null };
type Answer = {
  answer: string;
  found: boolean;
  citations: Citation[];
  document: { id: string; filename: string };
};
type Message = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  citations: Citation[];
  found: boolean | null;
};
type Session = {
  id: string;
  name: string;
  document: { id: string; filename: string };
  message_count: number;
};

function upload(env: AuthTestEnv, token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  return env.app.request(
    '/upload',
    { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
    { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
  );
}

async function uploadReady(env: AuthTestEnv, token: string, file: Blob, name: string): Promise<Doc> {
  const res = await upload(env, token, file, name);
  expect(res.status).toBe(202);
  const { document } = ((await res.json()) as { data: { document: Doc } }).data;
  env.background.start();
  let doc: Doc | undefined;
  await vi.waitFor(
    async () => {
      const r = await env.call('GET', `/documents/${document.id}`, { token });
      doc = ((await r.json()) as { data: { document: Doc } }).data.document;
      expect(doc.status).not.toBe('processing');
    },
    { timeout: 60_000, interval: 100 },
  );
  expect(doc!.status).toBe('ready');
  return doc!;
}

async function ask(env: AuthTestEnv, token: string, body: Record<string, unknown>) {
  const res = await env.call('POST', '/document/chat', { token, body });
  return {
    status: res.status,
    body: (await res.json()) as { data: Answer; code?: string; message?: string },
  };
}

async function deniedRows(env: AuthTestEnv, userId: string) {
  return env.base.database.db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'detail'])
    .where('user_id', '=', userId)
    .where('action', '=', 'access_denied')
    .execute();
}

describeEachTarget('chat with a document', (target) => {
  const env = useAuthEnv(target);

  it('answers from the document, quoting the passage and its page, and says when it does not say it', async () => {
    const ana = await env.user();
    const doc = await uploadReady(env, ana.token, new Blob([TXT]), 'sentencia.txt');

    const ponente = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: '¿Quién fue el ponente?',
      user_id: ana.id,
    });
    expect(ponente.status).toBe(200);
    expect(ponente.body.data).toMatchObject({
      found: true,
      document: { id: doc.id, filename: 'sentencia.txt' },
    });
    expect(ponente.body.data.answer).toMatch(/MART[ÍI]N SOTO/i);
    expect(ponente.body.data.answer).toMatch(/\(pág\. 1\)/);
    const cited = ponente.body.data.citations[0]!;
    expect(cited.page).toBe(1);
    expect(cited.chunk_id).toEqual(expect.any(Number));

    // Form-encoded like the original client; the document by id works as well as by name.
    const fallo = await env.call('POST', '/document/chat', {
      token: ana.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        document_filename: doc.id,
        question: '¿Qué decidió la Sala en el fallo?',
        user_id: ana.id,
        top_k: '3',
        similarity_threshold: '0.4',
        context_strategy: 'sentence',
      }).toString(),
    });
    expect(fallo.status).toBe(200);
    const falloBody = ((await fallo.json()) as { data: Answer }).data;
    expect(falloBody.answer).toContain('Estimamos el recurso de suplicación');
    expect(falloBody.citations.map((c) => c.page)).toContain(2);
    // Verbatim: each quote is in the page's text as stored (spacing aside).
    const text = await env.call('GET', `/documents/${doc.id}/text`, { token: ana.token });
    const pages = ((await text.json()) as { data: { pages: { page: number; text: string }[] } }).data.pages;
    for (const c of [...falloBody.citations, cited]) {
      const page = pages.find((p) => p.page === c.page)!.text.replace(/\s+/g, ' ');
      expect(page).toContain(c.text);
    }

    const amount = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: '¿A cuánto asciende la base reguladora?',
    });
    expect(amount.body.data.answer).toContain('1.920,35 euros');

    const missing = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: '¿Cuál es la referencia catastral de la finca?',
    });
    expect(missing.status).toBe(200);
    expect(missing.body.data).toMatchObject({ found: false, answer: NOT_FOUND_ANSWER, citations: [] });
  });

  it('refuses bad input with a clear Spanish error and stores nothing', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    const doc = await uploadReady(env, ana.token, new Blob([TXT]), 'sentencia.txt');

    const unknown = await ask(env, ana.token, {
      document_filename: 'otra.pdf',
      question: '¿Quién es el ponente?',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Documento no encontrado');

    // Someone else's document: the same 404, and an audit row.
    const foreign = await ask(env, bea.token, {
      document_filename: doc.id,
      question: '¿Quién es el ponente?',
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Documento no encontrado');
    expect(await deniedRows(env, bea.id)).toEqual([
      expect.objectContaining({
        outcome: 'denied',
        detail: expect.objectContaining({ resource: 'document' }),
      }),
    ]);

    const empty = await ask(env, ana.token, { document_filename: 'sentencia.txt', question: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CHAT_MESSAGES.questionRequired);
    const long = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: 'a'.repeat(10_000),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(CHAT_MESSAGES.questionTooLong);
    const topK = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: '¿Fallo?',
      top_k: 0,
    });
    expect(topK.status).toBe(400);
    expect(topK.body.message).toBe(CHAT_MESSAGES.topK);
    const threshold = await ask(env, ana.token, {
      document_filename: 'sentencia.txt',
      question: '¿Fallo?',
      similarity_threshold: 2,
    });
    expect(threshold.status).toBe(400);
    expect(threshold.body.message).toBe(CHAT_MESSAGES.threshold);
    const noDoc = await ask(env, ana.token, { question: '¿Fallo?' });
    expect(noDoc.status).toBe(400);
    expect(noDoc.body.message).toBe(CHAT_MESSAGES.documentRequired);

    // A session: an empty message stores nothing.
    const start = await env.call('POST', '/chat/start', {
      token: ana.token,
      body: { user_id: ana.id, document_filename: 'sentencia.txt', session_name: 'Recurso Gómez' },
    });
    const session = ((await start.json()) as { data: { session: Session } }).data.session;
    const blank = await env.call('POST', `/chat/${session.id}/message`, {
      token: ana.token,
      body: { message: '' },
    });
    expect(blank.status).toBe(400);
    const tooLong = await env.call('POST', `/chat/${session.id}/message`, {
      token: ana.token,
      body: { message: 'b'.repeat(10_000) },
    });
    expect(tooLong.status).toBe(400);
    expect(
      await env.base.database.db
        .selectFrom('chat_messages')
        .select('id')
        .where('session_id', '=', session.id)
        .execute(),
    ).toEqual([]);

    // Unknown, malformed and someone else's sessions: 404, the last audited.
    for (const path of [`/chat/${crypto.randomUUID()}/history`, '/chat/no-es-un-id/history']) {
      const res = await env.call('GET', path, { token: ana.token });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe(CHAT_MESSAGES.sessionNotFound);
    }
    const theirs = await env.call('POST', `/chat/${session.id}/message`, {
      token: bea.token,
      body: { message: '¿Quién es el ponente?' },
    });
    expect(theirs.status).toBe(404);
    const theirHistory = await env.call('GET', `/chat/${session.id}/history`, { token: bea.token });
    expect(theirHistory.status).toBe(404);
    expect(
      (await deniedRows(env, bea.id)).filter(
        (r) => (r.detail as { resource?: string }).resource === 'chat_session',
      ),
    ).toHaveLength(2);
    const beaStart = await env.call('POST', '/chat/start', {
      token: bea.token,
      body: { document_filename: doc.id },
    });
    expect(beaStart.status).toBe(404);
    // Another user's id in the path is refused.
    const otherList = await env.call('GET', `/chat/sessions/${ana.id}`, { token: bea.token });
    expect(otherList.status).toBe(403);
  });

  it('answers 409 while the document is still being processed', async () => {
    const ana = await env.user();
    const res = await upload(env, ana.token, new Blob([TXT]), 'pendiente.txt');
    expect(res.status).toBe(202);
    // The worker is not started: the document stays in processing.
    const busy = await ask(env, ana.token, {
      document_filename: 'pendiente.txt',
      question: '¿Quién es el ponente?',
    });
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('document_processing');
    const start = await env.call('POST', '/chat/start', {
      token: ana.token,
      body: { document_filename: 'pendiente.txt' },
    });
    expect(start.status).toBe(409);
    expect(await env.base.database.db.selectFrom('chat_sessions').select('id').execute()).toEqual([]);
  });

  it('keeps sessions per user: messages stored in pairs, history paged, sessions newest first', async () => {
    const ana = await env.user();
    const doc = await uploadReady(env, ana.token, new Blob([TXT]), 'sentencia.txt');
    const second = await uploadReady(env, ana.token, new Blob([TXT]), 'copia.txt');

    const start = await env.call('POST', '/chat/start', {
      token: ana.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        user_id: ana.id,
        document_filename: 'sentencia.txt',
        session_name: 'Recurso Gómez',
      }).toString(),
    });
    expect(start.status).toBe(201);
    const session = ((await start.json()) as { data: { session: Session } }).data.session;
    expect(session).toMatchObject({
      name: 'Recurso Gómez',
      document: { id: doc.id, filename: 'sentencia.txt' },
      message_count: 0,
    });

    const questions = [
      '¿Quién fue el ponente?',
      '¿A cuánto asciende la base reguladora?',
      '¿Se imponen las costas?',
      '¿Cuál es el IBAN del demandado?',
    ];
    const answers: Message[] = [];
    for (const message of questions) {
      const res = await env.call('POST', `/chat/${session.id}/message`, {
        token: ana.token,
        body: { user_id: ana.id, message, top_k: 5 },
      });
      expect(res.status).toBe(200);
      const data = ((await res.json()) as { data: { message: Message; question: Message } }).data;
      expect(data.question).toMatchObject({ role: 'user', content: message, found: null });
      expect(data.message.role).toBe('assistant');
      expect(data.message.id).toBeGreaterThan(data.question.id);
      answers.push(data.message);
    }
    expect(answers[1]!.content).toContain('1.920,35 euros');
    expect(answers[1]!.citations[0]).toMatchObject({ page: 1, chunk_id: expect.any(Number) });
    expect(answers[2]!.content).toContain('Sin imposición de costas');
    expect(answers[3]).toMatchObject({ found: false, content: NOT_FOUND_ANSWER, citations: [] });

    // Eight messages, oldest first, three at a time going back with `before`.
    const all = await env.call('GET', `/chat/${session.id}/history?user_id=${ana.id}`, { token: ana.token });
    const full = ((await all.json()) as { data: { messages: Message[]; has_more: boolean } }).data;
    expect(full.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(full.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(questions);
    expect(full.has_more).toBe(false);
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const res = await env.call(
        'GET',
        `/chat/${session.id}/history?limit=3${before ? `&before=${before}` : ''}`,
        { token: ana.token },
      );
      const page = ((await res.json()) as { data: { messages: Message[]; next_before: number | null } }).data;
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.unshift(...page.messages.map((m) => m.id));
      before = page.next_before;
      pages++;
    } while (before !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(full.messages.map((m) => m.id));
    const badLimit = await env.call('GET', `/chat/${session.id}/history?limit=0`, { token: ana.token });
    expect(badLimit.status).toBe(400);

    const other = await env.call('POST', '/chat/start', {
      token: ana.token,
      body: { document_filename: second.id },
    });
    const otherSession = ((await other.json()) as { data: { session: Session } }).data.session;
    expect(otherSession.name).toBe('copia.txt');
    const list = await env.call('GET', `/chat/sessions/${ana.id}`, { token: ana.token });
    const sessions = ((await list.json()) as { data: { sessions: Session[] } }).data.sessions;
    expect(sessions.map((s) => [s.id, s.document.filename, s.message_count])).toEqual([
      [otherSession.id, 'copia.txt', 0],
      [session.id, 'sentencia.txt', 8],
    ]);

    // The account export carries them; deleting the document deletes its conversations.
    const exported = await env.call('GET', '/api/account/export', { token: ana.token });
    const data = (await exported.json()) as { chat_sessions: { id: string; messages: unknown[] }[] };
    expect(data.chat_sessions.map((s) => [s.id, s.messages.length])).toEqual([
      [session.id, 8],
      [otherSession.id, 0],
    ]);
    expect((await env.call('DELETE', `/documents/${doc.id}`, { token: ana.token })).status).toBe(200);
    const after = await env.call('GET', `/chat/sessions/${ana.id}`, { token: ana.token });
    expect(
      ((await after.json()) as { data: { sessions: Session[] } }).data.sessions.map((s) => s.id),
    ).toEqual([otherSession.id]);
  });
});

describeWithCorpus('chat with a real judgment (corpus)', ['sentencias-pdf'], () => {
  describeEachTarget('STS 2384/2025', (target) => {
    const env = useAuthEnv(target);

    it('quotes the right page of a Supreme Court judgment and finds nothing it does not say', async () => {
      const ana = await env.user();
      const pdf = readFileSync(corpusPath('sentencias-pdf', 'STS_2384_2025.pdf'));
      await uploadReady(env, ana.token, new Blob([new Uint8Array(pdf)]), 'STS_2384_2025.pdf');
      const cases: [string, RegExp, number][] = [
        ['¿Quién fue el ponente?', /blasco pellicer/i, 1],
        ['¿Cuál es el número de recurso?', /3203\/2023/, 1],
        ['¿A cuánto asciende la base reguladora?', /1\.411,02 euros/, 2],
        ['¿Qué decidió la Sala? ¿Cuál es el fallo?', /Desestimar el recurso de casación/, 4],
        ['¿Se imponen las costas?', /costas/, 4],
      ];
      for (const [question, answer, page] of cases) {
        const res = await ask(env, ana.token, { document_filename: 'STS_2384_2025.pdf', question });
        expect(res.status, question).toBe(200);
        expect(res.body.data.answer, question).toMatch(answer);
        expect(
          res.body.data.citations.map((c) => c.page),
          question,
        ).toContain(page);
      }
      const missing = await ask(env, ana.token, {
        document_filename: 'STS_2384_2025.pdf',
        question: '¿A cuánto asciende la indemnización por despido?',
      });
      expect(missing.body.data).toMatchObject({ found: false, answer: NOT_FOUND_ANSWER });
    });
  });
});
