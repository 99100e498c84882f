import { expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Chat with a document end to end (issue 13 acceptance) on the real built server in Chromium: upload a
 * real Supreme Court judgment, open it, ask the chat two questions and read answers that quote the
 * right page, ask one the judgment does not answer and get 'No encontrado en el documento', follow a
 * quoted page to the text, find the conversation again after reopening the document, start a new one
 * and pick the first again from the conversations list.
 */
const ctx = useServerAndBrowser();

describeWithCorpus('chat with a document', ['sentencias-pdf'], () => {
  it('answers from the judgment with its pages, says when it does not say it, and keeps the conversation', async () => {
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Marta Chat',
      email: `chat.${Date.now()}@despacho.es`,
      password: 'Alegato-chat-2026',
    });
    await uploadOnDocumentsPage(page, [corpusPath('sentencias-pdf', 'STS_2384_2025.pdf')]);
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await list.getByRole('button', { name: 'Ver texto: STS_2384_2025.pdf' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Chat' }).click();
    const chat = dialog.getByRole('region', { name: 'Chat con el documento' });
    await chat.getByRole('heading', { name: 'Pregunta lo que necesites sobre este documento' }).waitFor();
    const field = chat.getByRole('textbox', { name: 'Tu pregunta' });
    const log = chat.getByRole('log');

    // Who wrote it: the ponente, quoted from page 1.
    await field.fill('¿Quién fue el ponente?');
    await field.press('Enter');
    const first = log.locator('li[data-role="assistant"]').nth(0);
    await first.waitFor({ timeout: 15_000 });
    expect(await first.innerText()).toMatch(/Blasco Pellicer/i);
    await first
      .getByRole('button', { name: /^Pág\. 1:/ })
      .first()
      .waitFor();

    // What it decided about costs: page 4.
    await field.fill('¿Se imponen las costas?');
    await chat.getByRole('button', { name: 'Preguntar' }).click();
    const second = log.locator('li[data-role="assistant"]').nth(1);
    await second.waitFor({ timeout: 15_000 });
    expect(await second.innerText()).toMatch(/costas/i);
    await second
      .getByRole('button', { name: /^Pág\. 4:/ })
      .first()
      .waitFor();

    // Something the judgment does not say.
    await field.fill('¿A cuánto asciende la indemnización por despido?');
    await field.press('Enter');
    const third = log.locator('li[data-role="assistant"]').nth(2);
    await third.waitFor({ timeout: 15_000 });
    expect(await third.getAttribute('data-found')).toBe('false');
    await third.getByText('No encontrado en el documento').waitFor();
    expect(await third.innerText()).toContain('No he encontrado esta información en el documento.');
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // A quoted page opens the text there.
    await second
      .getByRole('button', { name: /^Pág\. 4:/ })
      .first()
      .click();
    await dialog.getByText(/^Página 4 de \d+$/).waitFor();

    // The conversation is kept: close, reopen, the three answers are there.
    await page.keyboard.press('Escape');
    await list.getByRole('button', { name: 'Ver texto: STS_2384_2025.pdf' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Chat' }).click();
    await expect
      .poll(async () => page.getByRole('log').locator('li[data-role="assistant"]').count(), {
        timeout: 10_000,
      })
      .toBe(3);

    // 'Nueva conversación' starts an empty one; the picker goes back to the first, answers and all.
    const reopened = page.getByRole('region', { name: 'Chat con el documento' });
    await reopened.getByRole('button', { name: 'Nueva conversación' }).click();
    await reopened.getByRole('heading', { name: 'Pregunta lo que necesites sobre este documento' }).waitFor();
    const picker = reopened.getByRole('combobox', { name: 'Conversación' });
    await expect.poll(async () => picker.innerText()).toMatch(/· 0 mensajes$/);
    await picker.click();
    await page.getByRole('option', { name: /· 6 mensajes$/ }).click();
    await expect
      .poll(async () => page.getByRole('log').locator('li[data-role="assistant"]').count(), {
        timeout: 10_000,
      })
      .toBe(3);
    expect(errors).toEqual([]);
  }, 240_000);
});
