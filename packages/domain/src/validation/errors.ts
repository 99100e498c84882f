/** Field errors of a form: field name → Spanish message; a valid form gives `{}`. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** True when `errors` holds at least one message. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((m) => m !== undefined);
}

/** The first message of `errors` in insertion order, or undefined when valid. */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((m) => m !== undefined);
}

/** True when `value` is missing or only whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
