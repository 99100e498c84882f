import { describe, expect, it } from 'vitest';
import { clearEditedErrors } from './useAuthForm';

describe('clearEditedErrors', () => {
  const before = { email: 'ana@bufete.es', password: '', remember: false };
  const errors = { email: 'El email es requerido', password: 'La contraseña es requerida' };

  it('clears the message of the field that was edited and keeps the others', () => {
    expect(clearEditedErrors(errors, before, { ...before, password: 'c' })).toEqual({
      email: 'El email es requerido',
      password: undefined,
    });
  });

  it('clears every edited field when several change at once', () => {
    const next = { email: '', password: 'c', remember: false };
    const cleared = clearEditedErrors(errors, before, next);
    expect(cleared.email).toBeUndefined();
    expect(cleared.password).toBeUndefined();
  });

  it('keeps the messages when the edit touches a field without one (a checkbox)', () => {
    expect(clearEditedErrors(errors, before, { ...before, remember: true })).toBe(errors);
  });

  it('keeps the messages when nothing changed, and does not mutate its input', () => {
    expect(clearEditedErrors(errors, before, { ...before })).toBe(errors);
    clearEditedErrors(errors, before, { ...before, email: '' });
    expect(errors).toEqual({ email: 'El email es requerido', password: 'La contraseña es requerida' });
  });
});
