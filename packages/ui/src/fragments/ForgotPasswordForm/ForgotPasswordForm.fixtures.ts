import type { ForgotPasswordFormValues } from './ForgotPasswordForm';

/** The sample lawyer's address (the stories' sample lawyer). */
export const recoveryEmail = 'lucia.martin@despacho-martin.es';

/** The empty form. */
export const emptyRecoveryValues: ForgotPasswordFormValues = { email: '' };

/** The form with the sample lawyer's address. */
export const recoveryValues: ForgotPasswordFormValues = { email: recoveryEmail };

/** Spec §5: the e-mail is required. */
export const emailRequiredError = 'El email es requerido';

/** Spec §8 Login: too many requests (the auth service rate-limits recovery too). */
export const tooManyRequestsError = 'Demasiados intentos. Inténtalo más tarde.';
