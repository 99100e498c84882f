import { computeDeadline } from '@alegato/legal-nlp';
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { DEADLINE_MESSAGES } from './routes.js';
import { addDays, todayInSpain } from './service.js';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '24 de noviembre de 2026' for an ISO date. */
const written = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${MONTHS[m! - 1]} de ${y}`;
};

/** A judgment written for these tests (not a real case), dated `iso`, with a twenty-day appeal plazo. */
const judgment = (iso: string, place = 'Jaén') =>
  [
    `JUZGADO DE PRIMERA INSTANCIA Nº 2 DE ${place.toUpperCase()}`,
    '',
    'SENTENCIA Nº 45/2025',
    '',
    `En ${place}, a ${written(iso)}.`,
    '',
    'Vistos los autos de juicio verbal seguidos a instancia de Doña María López Ruiz, demandante, contra Inmobiliaria Sur, S.L., demandada.',
    '',
    'FALLO',
    '',
    'Que debo estimar y estimo la demanda y condeno a Inmobiliaria Sur, S.L. a abonar 3.000 euros, con imposición de costas a la parte demandada.',
    '',
    'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
  ].join('\n');

/** A writ (not a real case) dated `iso` with a ten-day plazo. */
const requerimiento = (iso: string) =>
  [
    'AL JUZGADO DE PRIMERA INSTANCIA DE SEVILLA',
    '',
    'DILIGENCIA DE ORDENACIÓN',
    '',
    `En Sevilla, a ${written(iso)}.`,
    '',
    'Se requiere a la parte actora para que aporte el poder de representación en el plazo de diez días hábiles desde la notificación.',
  ].join('\n');

interface Item {
  due: string;
  written: string;
  from: string | null;
  case: { id: string; title: string } | null;
  document: { id: string; filename: string };
  page: number;
  assumed_start: string | null;
}

const txt = (text: string) => new Blob([text], { type: 'text/plain' });
const due = (from: string, amount: number) =>
  computeDeadline({ from, amount, unit: 'dias', regime: 'procesal' }).due;

describeEachTarget('upcoming deadlines', (target) => {
  const env = useAuthEnv(target);

  it('lists the plazos of the newest case analyses and of the documents no case analysis covers, soonest first', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    const today = todayInSpain();
    const recent = addDays(today, -3);
    const older = addDays(today, -5);
    const get = async (query: string, token = ana.token) => {
      const res = await env.call('GET', `/api/deadlines${query}`, { token });
      return {
        status: res.status,
        body: (await res.json()) as { data: { deadlines: Item[]; days: number } },
      };
    };
    expect((await get('')).body.data.deadlines).toEqual([]);

    // A case with an analysed judgment.
    const created = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Fianza calle Mayor' },
    });
    const caseId = ((await created.json()) as { data: { case: { id: string } } }).data.case.id;
    const inCase = await uploadReady(env, ana.token, txt(judgment(recent)), 'sentencia.txt', {
      case_id: caseId,
    });
    expect(
      (await env.call('POST', '/legal/case_analysis', { token: ana.token, body: { caso_id: caseId } }))
        .status,
    ).toBe(201);
    // A document without a case, analysed on its own; an old judgment whose plazo has passed.
    const loose = await uploadReady(env, ana.token, txt(requerimiento(older)), 'diligencia.txt');
    const old = await uploadReady(env, ana.token, txt(judgment('2024-03-12', 'Sevilla')), 'antigua.txt');
    for (const doc of [loose, old]) {
      const r = await env.call('POST', '/document/comprehensive_legal_analysis', {
        token: ana.token,
        body: { document_filename: doc.id },
      });
      expect(r.status).toBe(200);
    }
    // Bea's analysed document never shows in Ana's list.
    const beas = await uploadReady(env, bea.token, txt(requerimiento(recent)), 'suya.txt');
    await env.call('POST', '/document/comprehensive_legal_analysis', {
      token: bea.token,
      body: { document_filename: beas.id },
    });

    const { status, body } = await get(`?user_id=${ana.id}&days=366`);
    expect(status).toBe(200);
    expect(body.data.deadlines).toEqual([
      {
        due: due(older, 10),
        written: 'diez días hábiles',
        from: 'desde la notificación',
        case: null,
        document: { id: loose.id, filename: 'diligencia.txt' },
        page: 1,
        assumed_start: older,
      },
      {
        due: due(recent, 20),
        written: 'veinte días hábiles',
        from: 'desde su notificación',
        case: { id: caseId, title: 'Fianza calle Mayor' },
        document: { id: inCase.id, filename: 'sentencia.txt' },
        page: 1,
        assumed_start: recent,
      },
    ]);
    // The window: a day ahead holds neither (both are more than a day away).
    const tomorrow = await get('?days=1');
    expect(tomorrow.body.data).toMatchObject({ days: 1, deadlines: [] });
    expect((await get('', bea.token)).body.data.deadlines.map((d) => d.document.filename)).toEqual([
      'suya.txt',
    ]);
  });

  it('refuses another user_id and a bad window', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const bea = await env.userOnPlan('bea', 'empresarial');
    expect((await env.call('GET', `/api/deadlines?user_id=${bea.id}`, { token: ana.token })).status).toBe(
      403,
    );
    for (const days of ['0', '400', 'muchos', '2.5']) {
      const res = await env.call('GET', `/api/deadlines?days=${days}`, { token: ana.token });
      expect([days, res.status]).toEqual([days, 400]);
      expect(((await res.json()) as { message: string }).message).toBe(DEADLINE_MESSAGES.days);
    }
    expect((await env.call('GET', '/api/deadlines')).status).toBe(401);
  });
});
