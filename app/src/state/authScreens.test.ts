import { describe, expect, it } from 'vitest';
import { authScreenFromSearch, searchWithAuthScreen } from './authScreens';

describe('account screens in the address', () => {
  it('reads the open screen from ?acceso=', () => {
    expect(authScreenFromSearch('?acceso=entrar')).toBe('login');
    expect(authScreenFromSearch('?acceso=registro')).toBe('register');
    expect(authScreenFromSearch('?acceso=recuperar')).toBe('forgot');
    expect(authScreenFromSearch('?acceso=cuenta-creada')).toBe('created');
    expect(authScreenFromSearch('')).toBeNull();
    expect(authScreenFromSearch('?acceso=admin')).toBeNull();
  });

  it('writes it keeping the other parameters, and removes it', () => {
    expect(searchWithAuthScreen('', 'login')).toBe('?acceso=entrar');
    expect(searchWithAuthScreen('?utm=x', 'register')).toBe('?utm=x&acceso=registro');
    expect(searchWithAuthScreen('?acceso=entrar', 'register')).toBe('?acceso=registro');
    expect(searchWithAuthScreen('?utm=x&acceso=entrar', null)).toBe('?utm=x');
    expect(searchWithAuthScreen('?acceso=entrar', null)).toBe('');
  });
});
