import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';

describeEachTarget('cases API', (target) => {
  const env = useAuthEnv(target);

  function form(fields: Record<string, string | string[]>): string {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) p.append(k, x);
    return p.toString();
  }

  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  it('creates from form data, lists, updates changed fields and deletes', async () => {
    const ana = await env.user();
    const created = await env.call('POST', '/cases', {
      token: ana.token,
      headers: formHeaders,
      body: form({
        title: '  Reclamación de cantidad  ',
        client_name: 'Construcciones Ibéricas, S.L.',
        user_id: ana.id,
        description: 'Impago de facturas',
        priority: 'high',
        due_date: '2026-12-15',
        tags: ['civil', 'impago', 'Civil '],
        court: 'Juzgado de Primera Instancia n.º 3 de Madrid',
      }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { case: Record<string, unknown> } };
    expect(data.case).toMatchObject({
      user_id: ana.id,
      title: 'Reclamación de cantidad',
      client_name: 'Construcciones Ibéricas, S.L.',
      status: 'pending',
      priority: 'high',
      due_date: '2026-12-15',
      tags: ['civil', 'impago'],
      documents_count: 0,
      court: 'Juzgado de Primera Instancia n.º 3 de Madrid',
      judge: null,
    });
    const id = data.case.id as string;

    const list = await env.call('GET', `/cases/${ana.id}`, { token: ana.token });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { success: boolean; data: { cases: { id: string }[] } };
    expect(listed.success).toBe(true);
    expect(listed.data.cases.map((c) => c.id)).toEqual([id]);

    const put = await env.call('PUT', `/cases/${id}?user_id=${ana.id}`, {
      token: ana.token,
      body: { status: 'active', judge: 'D.ª María López', tags: 'civil, urgente', description: '' },
    });
    expect(put.status).toBe(200);
    const updated = ((await put.json()) as { data: { case: Record<string, unknown> } }).data.case;
    expect(updated).toMatchObject({
      status: 'active',
      judge: 'D.ª María López',
      tags: ['civil', 'urgente'],
      description: '',
      priority: 'high',
      title: 'Reclamación de cantidad',
    });

    const del = await env.call('DELETE', `/cases/${id}?user_id=${ana.id}`, { token: ana.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({
      success: true,
      data: { deleted: true, documents_deleted: 0, documents_unlinked: 0 },
    });
    const after = (await (await env.call('GET', `/cases/${ana.id}`, { token: ana.token })).json()) as {
      data: { cases: unknown[] };
    };
    expect(after.data.cases).toEqual([]);
  });

  it('answers Spanish validation errors with 400', async () => {
    const ana = await env.user();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'El título del caso es obligatorio.'],
      [{ title: 'x'.repeat(201) }, 'El título no puede superar los 200 caracteres.'],
      [{ title: 'Caso', status: 'won' }, 'El estado debe ser pending, active, closed o archived.'],
      [{ title: 'Caso', priority: 'critical' }, 'La prioridad debe ser low, medium, high o urgent.'],
      [
        { title: 'Caso', due_date: '15/12/2026' },
        'La fecha de vencimiento debe tener el formato AAAA-MM-DD.',
      ],
      [{ title: 'Caso', client_email: 'no-es-email' }, 'El email del cliente no es válido.'],
    ];
    for (const [body, message] of cases) {
      const res = await env.call('POST', '/cases', { token: ana.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({ code: 'validation_error', message });
    }
    const text = await env.call('POST', '/cases', {
      token: ana.token,
      headers: { 'content-type': 'text/plain' },
      body: 'title=x',
    });
    expect(text.status).toBe(415);
  });

  it('never lets a client set the owner, id or timestamps (SECURITY 9)', async () => {
    const ana = await env.user();
    const forged = randomUUID();
    const res = await env.call('POST', '/cases', {
      token: ana.token,
      body: { title: 'Caso', id: forged, created_at: '2000-01-01T00:00:00Z', documents_count: 99 },
    });
    expect(res.status).toBe(201);
    const c = ((await res.json()) as { data: { case: Record<string, unknown> } }).data.case;
    expect(c.id).not.toBe(forged);
    expect(c.user_id).toBe(ana.id);
    expect(c.documents_count).toBe(0);
    expect(String(c.created_at).startsWith('2000')).toBe(false);
  });

  it("answers 404 for another user's case and never lists it (SECURITY 7)", async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    const res = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Caso de Ana' } });
    const id = ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
    for (const [method, path, body] of [
      ['PUT', `/cases/${id}`, { title: 'Robado' }],
      ['DELETE', `/cases/${id}`, undefined],
      ['GET', `/cases/${id}/documents`, undefined],
      ['PUT', '/cases/not-a-uuid', { title: 'x' }],
    ] as const) {
      const r = await env.call(method, path, { token: bea.token, body });
      expect({ method, path, status: r.status }).toEqual({ method, path, status: 404 });
    }
    const list = (await (await env.call('GET', `/cases/${bea.id}`, { token: bea.token })).json()) as {
      data: { cases: unknown[] };
    };
    expect(list.data.cases).toEqual([]);
    expect((await env.call('GET', `/cases/${ana.id}`, { token: bea.token })).status).toBe(403);
  });

  it('refuses an unknown documents mode when deleting', async () => {
    const ana = await env.user();
    const res = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Caso' } });
    const id = ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
    const r = await env.call('DELETE', `/cases/${id}?documents=purge`, { token: ana.token });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ message: "documents debe ser 'keep' o 'delete'." });
  });

  it("exports the user's cases with their own fields, not the list's derived ones", async () => {
    const ana = await env.user();
    const created = await env.call('POST', '/cases', { token: ana.token, body: { title: 'Herencia' } });
    expect(created.status).toBe(201);
    const res = await env.call('GET', '/api/account/export', { token: ana.token });
    expect(res.status).toBe(200);
    const { cases } = (await res.json()) as { cases: Record<string, unknown>[] };
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ title: 'Herencia', user_id: ana.id });
    expect(Object.keys(cases[0] ?? {})).not.toContain('list_item');
    expect(Object.keys(cases[0] ?? {})).not.toContain('documents_count');
  });
});
