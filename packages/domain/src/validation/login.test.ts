import { describe, expect, it } from 'vitest';
import { validateLogin } from './login.js';

describe('validateLogin (spec §5)', () => {
  it.each([
    [{ email: 'ana@example.es', password: 'secreto' }, {}],
    [{ email: '', password: 'secreto' }, { email: 'El email es requerido' }],
    [{ email: '   ', password: 'secreto' }, { email: 'El email es requerido' }],
    [{ email: 'ana@example.es', password: '' }, { password: 'La contraseña es requerida' }],
    [
      { email: '', password: '' },
      { email: 'El email es requerido', password: 'La contraseña es requerida' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateLogin(input)).toEqual(errors);
  });
});
