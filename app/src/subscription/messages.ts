import { MESSAGES } from '@alegato/domain';

/** Copy of the subscription pages that is the app's own (not a fragment's). */
export const subscriptionCopy = {
  /** The toast after a demo change: 'Tu plan ahora es Individual. Modo demostración: …'. */
  changedDemo: (plan: string) => `${MESSAGES.billing.planChanged(plan)} ${MESSAGES.billing.demoNotice}.`,
  /** /subscription/success while Stripe's confirmation has not arrived yet. */
  confirming: 'Estamos confirmando el pago. Tu plan se activará en unos segundos.',
  /** /subscription/success once the plan is paid. */
  active: MESSAGES.billing.planChanged,
  backToSubscription: 'Ver mi subscripción',
  toDashboard: 'Ir al dashboard',
} as const;
