import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from './config';

const full = {
  productName: 'Alegato Pro',
  owner: { name: 'Despacho Ejemplo, S.L.P.', nif: 'B12345678', address: 'Gran Vía 1, 28013 Madrid' },
  mailboxes: { contact: 'info@example.es', privacy: 'dpo@example.es', legal: 'juridico@example.es' },
  apiBaseUrl: 'https://api.example.es/',
  reportsBaseUrl: '/reports-api',
  pdfBaseUrl: '',
  authUrl: '',
  authAnonKey: 'clave-publica',
};

describe('readConfig', () => {
  it('gives the defaults when nothing was injected', () => {
    expect(readConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(readConfig('')).toEqual(DEFAULT_CONFIG);
    expect(readConfig('   \n')).toEqual(DEFAULT_CONFIG);
  });

  it('has the documented defaults', () => {
    expect(DEFAULT_CONFIG).toEqual({
      productName: 'Alegato',
      owner: { name: 'Alegato Legal Tech, S.L.', nif: 'B00000000', address: 'Calle Mayor 1, 28013 Madrid' },
      mailboxes: { contact: 'hola@alegato.es', privacy: 'privacidad@alegato.es', legal: 'legal@alegato.es' },
      apiBaseUrl: '',
      reportsBaseUrl: '',
      pdfBaseUrl: '',
      authUrl: '',
      authAnonKey: 'alegato-public',
      backendConfigured: false,
    });
  });

  it.each(['{', 'not json', '{"productName": }', 'undefined'])(
    'falls back to the defaults on invalid JSON %j',
    (text) => {
      expect(readConfig(text)).toEqual(DEFAULT_CONFIG);
    },
  );

  it.each(['null', '42', '"Alegato"', '[]', 'true'])(
    'falls back to the defaults when the JSON is not an object: %s',
    (text) => {
      expect(readConfig(text)).toEqual(DEFAULT_CONFIG);
    },
  );

  it('reads a complete config and drops trailing slashes from base URLs', () => {
    expect(readConfig(JSON.stringify(full))).toEqual({
      ...full,
      apiBaseUrl: 'https://api.example.es',
      backendConfigured: true,
    });
  });

  it('fills missing fields with defaults', () => {
    expect(readConfig(JSON.stringify({ productName: 'Otro' }))).toEqual({
      ...DEFAULT_CONFIG,
      productName: 'Otro',
      backendConfigured: true,
    });
    expect(readConfig(JSON.stringify({ owner: { name: 'Otra, S.L.' } })).owner).toEqual({
      ...DEFAULT_CONFIG.owner,
      name: 'Otra, S.L.',
    });
  });

  it('reads the auth service URL and key; a bad key falls back to the default', () => {
    const config = readConfig(
      JSON.stringify({ authUrl: 'https://proj.supabase.co/', authAnonKey: 'eyJ.a.b' }),
    );
    expect(config.authUrl).toBe('https://proj.supabase.co');
    expect(config.authAnonKey).toBe('eyJ.a.b');
    expect(readConfig(JSON.stringify({ authAnonKey: 'con espacios' })).authAnonKey).toBe('alegato-public');
    expect(readConfig(JSON.stringify({ authUrl: 'javascript:alert(1)' })).authUrl).toBe('');
  });

  it('says the backend is configured only when a server injected the config', () => {
    expect(readConfig(null).backendConfigured).toBe(false);
    expect(readConfig('{}').backendConfigured).toBe(true);
  });

  it('replaces each invalid field with its own default and keeps the valid ones', () => {
    const config = readConfig(
      JSON.stringify({
        ...full,
        productName: '   ',
        owner: { ...full.owner, nif: 42 },
        mailboxes: { ...full.mailboxes, privacy: 'no es un correo' },
        pdfBaseUrl: 'javascript:alert(1)',
      }),
    );
    expect(config.productName).toBe('Alegato');
    expect(config.owner).toEqual({ ...full.owner, nif: 'B00000000' });
    expect(config.mailboxes).toEqual({ ...full.mailboxes, privacy: 'privacidad@alegato.es' });
    expect(config.pdfBaseUrl).toBe('');
    expect(config.apiBaseUrl).toBe('https://api.example.es');
  });

  it('replaces a whole group that is not an object', () => {
    const config = readConfig(JSON.stringify({ owner: 'Alegato', mailboxes: null }));
    expect(config.owner).toEqual(DEFAULT_CONFIG.owner);
    expect(config.mailboxes).toEqual(DEFAULT_CONFIG.mailboxes);
  });

  it.each([
    ['//evil.example', ''],
    ['ftp://files.example', ''],
    ['relative/path', ''],
    ['/api/', '/api'],
    ['http://localhost:8787', 'http://localhost:8787'],
  ])('accepts only same-origin paths and http(s) base URLs: %s', (input, expected) => {
    expect(readConfig(JSON.stringify({ apiBaseUrl: input })).apiBaseUrl).toBe(expected);
  });

  it('trims values and refuses multi-line text', () => {
    const config = readConfig(JSON.stringify({ productName: '  Alegato  ', owner: { address: 'a\nb' } }));
    expect(config.productName).toBe('Alegato');
    expect(config.owner.address).toBe(DEFAULT_CONFIG.owner.address);
  });

  it('drops unknown fields', () => {
    expect(readConfig(JSON.stringify({ secret: 'x' }))).not.toHaveProperty('secret');
  });
});
