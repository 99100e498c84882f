import type { ResetPasswordFormErrors, ResetPasswordFormValues } from './ResetPasswordForm';

export const emptyResetValues: ResetPasswordFormValues = { password: '', confirmPassword: '' };

export const filledResetValues: ResetPasswordFormValues = {
  password: 'nueva-clave-2026',
  confirmPassword: 'nueva-clave-2026',
};

/** Spec §5 password messages, as the app passes them. */
export const resetErrors: ResetPasswordFormErrors = {
  password: 'La contraseña debe tener al menos 6 caracteres',
  confirmPassword: 'Las contraseñas no coinciden',
};

/** A server error for an expired or used recovery link (wording chosen by the app). */
export const expiredLinkError = 'El enlace ha caducado o ya se ha usado. Solicita uno nuevo.';
