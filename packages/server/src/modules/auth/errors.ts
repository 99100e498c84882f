import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '@alegato/domain';
import { ERROR_MESSAGES } from '../../errors.js';

/** The API version header supabase-js reads to parse `code` from error bodies. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
/** The one API version we speak. */
export const API_VERSION = '2024-01-01';

/** Extra fields of a GoTrue error body (`weak_password: {reasons}`). */
export type AuthErrorExtra = Record<string, unknown>;

/**
 * A GoTrue-style error of `/auth/v1`: status, `error_code` and message. The auth router turns it into
 * `{code, error_code, message, msg, ...extra}` (AUTH-CONTRACT "Errors").
 */
export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: AuthErrorExtra | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra?: AuthErrorExtra,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

/** Spanish messages of `/auth/v1` errors; clients map on `code`, these are for people reading them. */
export const AUTH_MESSAGES = {
  invalidCredentials: MESSAGES.login.invalidCredentials,
  emailNotConfirmed: MESSAGES.login.emailNotConfirmed,
  rateLimited: MESSAGES.login.tooManyRequests,
  emailRateLimited: 'Por seguridad, espera un minuto antes de pedir otro correo.',
  weakLength: MESSAGES.registration.passwordTooShort,
  weakCommon: 'Esa contraseña es demasiado común. Elige otra.',
  passwordTooLong: 'La contraseña es demasiado larga (máximo 1024 caracteres).',
  invalidEmail: 'La dirección de correo no es válida.',
  missingEmailOrPassword: 'Indica el email y la contraseña.',
  badJson: 'El cuerpo de la petición no es JSON válido.',
  unsupportedGrant: 'grant_type no admitido.',
  refreshNotFound: 'Sesión no válida: el token de refresco no existe.',
  refreshReused: 'Sesión no válida: el token de refresco ya se usó.',
  sessionExpired: 'La sesión ha caducado. Inicia sesión de nuevo.',
  sessionNotFound: 'La sesión ya no existe.',
  noAuthorization: 'Falta el token de acceso.',
  badJwt: 'Token de acceso no válido.',
  badCodeVerifier: 'El verificador PKCE no coincide.',
  flowStateNotFound: 'Código de autorización no válido.',
  flowStateExpired: 'El código de autorización ha caducado.',
  pkcePlain: 'Solo se admite code_challenge_method S256.',
  userExists: 'Ya existe una cuenta con ese email.',
  linkInvalid: 'El enlace no es válido o ha caducado.',
  validation: 'Datos no válidos.',
  unexpected: ERROR_MESSAGES.serviceUnavailable,
  currentPasswordRequired: 'Indica tu contraseña actual para poder cambiarla.',
  currentPasswordMismatch: 'La contraseña actual no es correcta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
} as const;
