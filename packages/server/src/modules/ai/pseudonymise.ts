import { pseudonymise, restore, type PseudonymMap } from '@alegato/legal-nlp';

/**
 * Added to the system message when something was masked, so that the model keeps the placeholders as
 * they are instead of taking them for data to fill in.
 */
export const PSEUDONYM_NOTE =
  'Los datos personales del texto (nombres, documentos de identidad, domicilios, cuentas, teléfonos, ' +
  'correos, referencias de fincas y números de procedimiento) se han sustituido por marcadores entre ' +
  'corchetes, como [PERSONA_1], [DNI_1] o [DIRECCION_1]. Escríbelos exactamente igual, con sus corchetes, ' +
  'cada vez que te refieras a esos datos; no los completes ni inventes lo que ocultan.';

/** A prompt as sent to a provider: the system message (the role and the rules) and the user message. */
export interface ProviderPrompt {
  /** System message: Alegato's own text, sent as it is (plus {@link PSEUDONYM_NOTE}). */
  system: string;
  /** User message: the user's data and documents, pseudonymised. */
  user: string;
}

/** A pseudonymised prompt and how to restore the provider's answer. */
export interface PseudonymisedPrompt extends ProviderPrompt {
  /** Placeholder → original, for {@link PseudonymisedPrompt.restore}. */
  map: PseudonymMap;
  /** The answer with every placeholder it kept (or slightly altered) replaced by its original. */
  restore: (answer: string) => string;
}

/**
 * Pseudonymises the user content of a prompt before it leaves for an external provider (issue 13,
 * item 10; ADR 0022): persons, private organisations, places, addresses, identifiers, accounts, phones,
 * e-mails, property references and case numbers become consistent placeholders; courts, public bodies,
 * dates, amounts and citations stay. The system message is Alegato's own text and is not masked.
 *
 * @param prompt - the prompt as built for the provider
 * @returns the prompt to send and the function that restores the answer
 */
export function pseudonymisePrompt(prompt: ProviderPrompt): PseudonymisedPrompt {
  const masked = pseudonymise(prompt.user);
  const system = masked.spans.length > 0 ? `${prompt.system}\n${PSEUDONYM_NOTE}` : prompt.system;
  return {
    system,
    user: masked.text,
    map: masked.map,
    restore: (answer) => restore(answer, masked.map),
  };
}

/**
 * Calls an external provider through pseudonymisation: every provider call goes through here. `send`
 * receives the masked prompt and returns the model's answer (or `undefined` when it gave none); the
 * answer comes back with the originals restored.
 *
 * @param prompt - the prompt as built for the provider
 * @param send - performs the provider request with the masked prompt
 */
export async function callPseudonymised(
  prompt: ProviderPrompt,
  send: (masked: ProviderPrompt) => Promise<string | undefined>,
): Promise<string | undefined> {
  const masked = pseudonymisePrompt(prompt);
  const answer = await send({ system: masked.system, user: masked.user });
  return answer === undefined ? undefined : masked.restore(answer);
}
