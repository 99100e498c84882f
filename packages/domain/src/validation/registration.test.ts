import { describe, expect, it } from 'vitest';
import { toSignUpPayload, validateNewPassword, validateRegistration } from './registration.js';
import type { RegistrationInput } from './registration.js';

const valid: RegistrationInput = {
  name: 'Ana López',
  email: 'ana@example.es',
  organization: '',
  password: 'secreto',
  confirmPassword: 'secreto',
  acceptTerms: true,
};

describe('validateRegistration (spec §5)', () => {
  it.each<[string, Partial<RegistrationInput>, Record<string, string>]>([
    ['valid', {}, {}],
    ['blank name', { name: '  ' }, { name: 'El nombre es requerido' }],
    ['empty email', { email: '' }, { email: 'El email es requerido' }],
    [
      '5-char password',
      { password: '12345', confirmPassword: '12345' },
      { password: 'La contraseña debe tener al menos 6 caracteres' },
    ],
    ['6-char password', { password: '123456', confirmPassword: '123456' }, {}],
    ['mismatch', { confirmPassword: 'otro123' }, { confirmPassword: 'Las contraseñas no coinciden' }],
    ['terms', { acceptTerms: false }, { acceptTerms: 'Debes aceptar los términos y condiciones' }],
    [
      'everything wrong',
      { name: '', email: '', password: 'a', confirmPassword: 'b', acceptTerms: false },
      {
        name: 'El nombre es requerido',
        email: 'El email es requerido',
        password: 'La contraseña debe tener al menos 6 caracteres',
        confirmPassword: 'Las contraseñas no coinciden',
        acceptTerms: 'Debes aceptar los términos y condiciones',
      },
    ],
  ])('%s', (_name, patch, errors) => {
    expect(validateRegistration({ ...valid, ...patch })).toEqual(errors);
  });
});

describe('validateNewPassword (spec §5, recovery)', () => {
  it('accepts 6 characters repeated exactly', () => {
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('refuses a short password and a repetition that differs', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'La contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });
});

describe('toSignUpPayload', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['Bufete Ruiz', 'Bufete Ruiz'],
    ['  Bufete Ruiz ', 'Bufete Ruiz'],
  ])('organization %j → %j', (organization, expected) => {
    expect(toSignUpPayload({ ...valid, organization, name: ' Ana ', email: ' ana@example.es ' })).toEqual({
      email: 'ana@example.es',
      password: 'secreto',
      options: { data: { name: 'Ana', organization: expected } },
    });
  });
});
