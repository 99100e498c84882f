import type { RegisterFormErrors, RegisterFormValues } from './RegisterForm';

export const emptyRegisterValues: RegisterFormValues = {
  name: '',
  email: '',
  organization: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** Filled in by the sample lawyer of the stories. */
export const filledRegisterValues: RegisterFormValues = {
  name: 'Lucía Martín Sanz',
  email: 'lucia.martin@despacho-martin.es',
  organization: 'Martín & Asociados Abogados',
  password: 'secreto-123',
  confirmPassword: 'secreto-123',
  acceptTerms: true,
};

/** Values that fail every rule of spec §5. */
export const invalidRegisterValues: RegisterFormValues = {
  name: '  ',
  email: '',
  organization: '',
  password: '123',
  confirmPassword: '1234',
  acceptTerms: false,
};

/** Every registration message of spec §5, as the app passes them (from `MESSAGES.registration`). */
export const registerErrors: RegisterFormErrors = {
  name: 'El nombre es requerido',
  email: 'El email es requerido',
  password: 'La contraseña debe tener al menos 6 caracteres',
  confirmPassword: 'Las contraseñas no coinciden',
  acceptTerms: 'Debes aceptar los términos y condiciones',
};

/** Spec §8 Registration: the fallback failure. */
export const registerServerError = 'Error al crear la cuenta';
