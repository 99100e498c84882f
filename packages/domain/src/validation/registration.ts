import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { isBlank } from './errors.js';
import type { FieldErrors } from './errors.js';

/** Registration form values. */
export interface RegistrationInput {
  /** Full name. */
  name: string;
  /** E-mail. */
  email: string;
  /** Optional organization; '' when none. */
  organization: string;
  /** Password. */
  password: string;
  /** Password repeated. */
  confirmPassword: string;
  /** Terms and privacy accepted. */
  acceptTerms: boolean;
}

/** Registration form errors. */
export type RegistrationErrors = FieldErrors<
  'name' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms'
>;

/** Validates the registration form (spec §5). */
export function validateRegistration(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (isBlank(input.name)) errors.name = MESSAGES.registration.nameRequired;
  if (isBlank(input.email)) errors.email = MESSAGES.registration.emailRequired;
  Object.assign(errors, validateNewPassword(input));
  if (!input.acceptTerms) errors.acceptTerms = MESSAGES.registration.termsRequired;
  return errors;
}

/** A new password and its repetition (registration and the set-a-new-password step of recovery). */
export type NewPasswordInput = Pick<RegistrationInput, 'password' | 'confirmPassword'>;

/** Errors of a new password: at least 6 characters, and the repetition matches (spec §5). */
export function validateNewPassword(input: NewPasswordInput): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (input.password.length < LIMITS.minPasswordLength)
    errors.password = MESSAGES.registration.passwordTooShort;
  if (input.password !== input.confirmPassword)
    errors.confirmPassword = MESSAGES.registration.passwordsDoNotMatch;
  return errors;
}

/** The auth provider's sign-up payload: `{ email, password, options.data { name, organization } }`. */
export interface SignUpPayload {
  /** Trimmed e-mail. */
  email: string;
  /** Password as typed. */
  password: string;
  /** Profile data stored with the auth user. */
  options: { data: { name: string; organization: string | null } };
}

/** Builds the sign-up payload: name and e-mail trimmed, organization null when empty. */
export function toSignUpPayload(input: RegistrationInput): SignUpPayload {
  const organization = input.organization.trim();
  return {
    email: input.email.trim(),
    password: input.password,
    options: { data: { name: input.name.trim(), organization: organization === '' ? null : organization } },
  };
}
