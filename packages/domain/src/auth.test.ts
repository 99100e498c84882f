import { describe, expect, it } from 'vitest';
import {
  emailVerificationUpdate,
  isLogoutSuccess,
  loginErrorMessage,
  registrationErrorMessage,
  registrationSuccessMessage,
  shouldSyncEmail,
  storageKeysToClearOnSignOut,
} from './auth.js';
import type { AuthErrorLike } from './auth.js';

describe('loginErrorMessage (spec §8 Login)', () => {
  it.each<[AuthErrorLike | string | null | undefined, string]>([
    [{ message: 'Failed to fetch' }, 'Error de conexión. Verifica tu conexión a internet.'],
    [
      { message: 'NetworkError when attempting to fetch resource.' },
      'Error de conexión. Verifica tu conexión a internet.',
    ],
    [
      { message: 'Invalid login credentials', status: 400 },
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    ],
    [
      { message: 'x', code: 'invalid_credentials' },
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    ],
    [{ message: 'Email not confirmed' }, 'Por favor, confirma tu email antes de iniciar sesión.'],
    [{ code: 'email_not_confirmed' }, 'Por favor, confirma tu email antes de iniciar sesión.'],
    [{ message: 'Too many requests' }, 'Demasiados intentos. Inténtalo más tarde.'],
    [{ message: 'Request rate limit reached', status: 429 }, 'Demasiados intentos. Inténtalo más tarde.'],
    [{ message: 'slow down', status: 429 }, 'Demasiados intentos. Inténtalo más tarde.'],
    [{ message: 'User not found' }, 'Usuario no encontrado. ¿Necesitas registrarte?'],
    [{ code: 'user_not_found' }, 'Usuario no encontrado. ¿Necesitas registrarte?'],
    [{ message: 'Database error querying schema' }, 'Database error querying schema'],
    ['Algo raro', 'Algo raro'],
    [{ message: '' }, 'Error al iniciar sesión'],
    [{}, 'Error al iniciar sesión'],
    [null, 'Error al iniciar sesión'],
    [undefined, 'Error al iniciar sesión'],
  ])('%j → %j', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe('registration messages (spec §8 Registration)', () => {
  it.each([
    [false, '¡Cuenta creada! Revisa tu email para confirmar la cuenta.'],
    [true, '¡Cuenta creada exitosamente!'],
  ])('with session %s → %j', (hasSession, message) => {
    expect(registrationSuccessMessage(hasSession)).toBe(message);
  });
  it.each([
    ['User already registered', 'User already registered'],
    ['', 'Error al crear la cuenta'],
    [null, 'Error al crear la cuenta'],
  ])('failure %j → %j', (raw, message) => {
    expect(registrationErrorMessage(raw)).toBe(message);
  });
});

describe('session rules (spec §4)', () => {
  it.each([
    [null, true],
    [undefined, true],
    [{ status: 403, code: 'session_not_found' }, true],
    [{ status: 403, code: 'bad_jwt' }, false],
    [{ status: 500, code: 'session_not_found' }, false],
  ])('isLogoutSuccess(%j) = %s', (error, ok) => {
    expect(isLogoutSuccess(error)).toBe(ok);
  });

  const now = new Date('2025-01-15T10:00:30.000Z');
  it.each([
    [null, true],
    [undefined, true],
    [now.getTime() - 30_000, true],
    [now.getTime() - 29_999, false],
    [now.getTime(), false],
  ])('shouldSyncEmail(last %j) = %s', (last, ok) => {
    expect(shouldSyncEmail(last, now)).toBe(ok);
  });

  it.each([
    [true, false, true],
    [false, true, false],
    [true, true, null],
    [false, false, null],
  ])('emailVerificationUpdate(provider %s, profile %s) = %j', (provider, profile, update) => {
    expect(emailVerificationUpdate(provider, profile)).toBe(update);
  });
});

describe('storageKeysToClearOnSignOut (spec §9)', () => {
  it('clears auth, trial and product keys but keeps migration and date flags, consent and Recordarme', () => {
    const keys = [
      'sb-localhost-auth-token',
      'supabase.auth.token',
      'alegato-trial',
      'alegato-plan-override',
      'alegato-cookie-consent',
      'alegato-pending-consents',
      'alegato-remember',
      'alegato-error-log',
      'reports-store',
      'userTrialInfo',
      'alegato-trial-migration-done',
      'alegato-date-trial-started',
      'theme',
      'vite-something',
    ];
    expect(storageKeysToClearOnSignOut(keys)).toEqual([
      'sb-localhost-auth-token',
      'supabase.auth.token',
      'alegato-trial',
      'alegato-plan-override',
      'alegato-error-log',
      'reports-store',
      'userTrialInfo',
    ]);
  });
});
