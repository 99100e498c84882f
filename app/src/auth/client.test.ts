import { describe, expect, it } from 'vitest';
import { authAnonKey, authBaseUrl, storageKeyFor } from './client';

describe('where supabase-js points', () => {
  it('uses this origin (our own /auth/v1) by default', () => {
    expect(authBaseUrl({ authUrl: '' }, {}, 'http://localhost:8787')).toBe('http://localhost:8787');
  });

  it('uses the runtime config when the server names hosted Supabase', () => {
    expect(authBaseUrl({ authUrl: 'https://proj.supabase.co' }, {}, 'http://localhost:8787')).toBe(
      'https://proj.supabase.co',
    );
  });

  it('lets a build-time VITE_SUPABASE_URL win', () => {
    expect(
      authBaseUrl({ authUrl: '' }, { VITE_SUPABASE_URL: 'https://otro.supabase.co/' }, 'http://localhost'),
    ).toBe('https://otro.supabase.co');
  });

  it('takes the anon key from the build, else the runtime config', () => {
    expect(authAnonKey({ authAnonKey: 'runtime' }, {})).toBe('runtime');
    expect(authAnonKey({ authAnonKey: 'runtime' }, { VITE_SUPABASE_ANON_KEY: 'build' })).toBe('build');
  });

  it('names the session key as supabase-js does', () => {
    expect(storageKeyFor('http://localhost:8787')).toBe('sb-localhost-auth-token');
    expect(storageKeyFor('http://127.0.0.1:8787')).toBe('sb-127-auth-token');
    expect(storageKeyFor('https://proj.supabase.co')).toBe('sb-proj-auth-token');
  });
});
