import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { alertText, webhookBody, type CriticalAlert } from './alerts.js';

const alert: CriticalAlert = {
  kind: 'error_critico',
  error: 'TypeError: network error al cargar',
  page: '/documents',
  timestamp: '2026-11-27T05:00:00.000Z',
  source: 'client',
};

describe('alert configuration', () => {
  it('reads ALERT_*', () => {
    const config = loadConfig({
      ALERT_WEBHOOK_URL: 'https://graph.facebook.com/v21.0/123/messages',
      ALERT_WEBHOOK_FORMAT: 'WhatsApp',
      ALERT_WHATSAPP_TO: '34600111222',
      ALERT_WEBHOOK_TOKEN: 'secreto',
      ALERT_MAX_PER_HOUR: '5',
    });
    expect(config.alerts).toEqual({
      webhookUrl: 'https://graph.facebook.com/v21.0/123/messages',
      webhookFormat: 'whatsapp',
      webhookToken: 'secreto',
      whatsappTo: '34600111222',
      maxPerHour: 5,
    });
  });

  it.each([
    [{ ALERT_WEBHOOK_URL: 'ftp://x' }, 'ALERT_WEBHOOK_URL'],
    [{ ALERT_WEBHOOK_FORMAT: 'sms' }, 'ALERT_WEBHOOK_FORMAT'],
    [{ ALERT_WEBHOOK_FORMAT: 'whatsapp' }, 'ALERT_WHATSAPP_TO: es obligatoria'],
    [{ ALERT_WHATSAPP_TO: '+34 600' }, 'ALERT_WHATSAPP_TO'],
    [{ ALERT_MAX_PER_HOUR: '0' }, 'ALERT_MAX_PER_HOUR'],
  ])('refuses %o', (env, issue) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).issues.join('\n')).toContain(issue);
    }
  });
});

describe('webhook body', () => {
  const base = { webhookUrl: 'http://127.0.0.1:1/x', webhookToken: undefined, maxPerHour: 20 };

  it('is the alert itself in JSON format', () => {
    expect(webhookBody(alert, { ...base, webhookFormat: 'json', whatsappTo: undefined }, 'Alegato')).toBe(
      alert,
    );
  });

  it('is a WhatsApp Cloud API text message in whatsapp format', () => {
    expect(
      webhookBody(alert, { ...base, webhookFormat: 'whatsapp', whatsappTo: '34600111222' }, 'Alegato'),
    ).toEqual({
      messaging_product: 'whatsapp',
      to: '34600111222',
      type: 'text',
      text: { body: alertText(alert, 'Alegato') },
    });
    expect(alertText(alert, 'Alegato')).toBe(
      [
        '🚨 Error crítico (error_critico) · Alegato',
        'Error: TypeError: network error al cargar',
        'Página: /documents',
        'Hora: 2026-11-27T05:00:00.000Z',
        'Origen: aplicación web',
      ].join('\n'),
    );
  });
});
