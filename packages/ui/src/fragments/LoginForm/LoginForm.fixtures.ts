import type { LoginFormErrors, LoginFormValues } from './LoginForm';

/** The empty form. */
export const emptyLoginValues: LoginFormValues = { email: '', password: '', remember: false };

/** A filled form (sample lawyer of the stories). */
export const filledLoginValues: LoginFormValues = {
  email: 'lucia.martin@despacho-martin.es',
  password: 'secreto-123',
  remember: true,
};

/** Both validation messages of spec §5, as the app passes them (from `MESSAGES.login`). */
export const loginRequiredErrors: LoginFormErrors = {
  email: 'El email es requerido',
  password: 'La contraseña es requerida',
};

/** Spec §8 Login: invalid credentials. */
export const invalidCredentialsError = 'Credenciales incorrectas. Verifica tu email y contraseña.';

/** Spec §8 Login: e-mail not confirmed. */
export const emailNotConfirmedError = 'Por favor, confirma tu email antes de iniciar sesión.';

/** A very long server message with an unbroken token: it must wrap inside the card. */
export const longServerError =
  'AuthApiError: Error al iniciar sesión — request_id=9f2c4a7e-1b3d-4e5f-8a9b-0c1d2e3f4a5b_session_not_found_refresh_token_expired_or_revoked. Inténtalo de nuevo en unos minutos.';
