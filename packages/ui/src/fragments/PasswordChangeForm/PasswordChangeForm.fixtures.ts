import type { PasswordChangeFormValues } from './PasswordChangeForm';

/** Nothing typed yet. */
export const emptyPasswords: PasswordChangeFormValues = { current: '', next: '', confirm: '' };

/** A complete change as typed (deterministic, never real secrets). */
export const typedPasswords: PasswordChangeFormValues = {
  current: 'caballo-correcto-2025',
  next: 'grapa-bateria-2026',
  confirm: 'grapa-bateria-2026',
};

/** The server's answer to a wrong current password (`current_password_mismatch`). */
export const wrongCurrentError = 'La contraseña actual no es correcta.';

/** A transport failure. */
export const networkError = 'Error de conexión. Verifica tu conexión a internet.';
