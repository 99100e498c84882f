import { atom } from 'jotai';
import type { ToastItem, ToastTone } from '@alegato/ui';
import { appStore } from './store';

export type { ToastItem, ToastTone };

/** What a caller gives; tone and duration have defaults. */
export type ToastInput = {
  /** The text shown. */
  message: string;
  /** Colour and icon. @default 'neutral' */
  tone?: ToastTone;
  /**
   * Time on screen in ms; the ui Toast clamps it to the spec's 1–4 s.
   * @default 4000 for errors and warnings, else 3000
   */
  durationMs?: number;
};

/** Toasts kept at once; older ones drop first. */
export const MAX_TOASTS = 5;

/** Default duration per tone: errors and warnings stay longest (4 s, the spec's maximum), the rest 3 s. */
export function defaultToastDuration(tone: ToastTone): number {
  return tone === 'critical' || tone === 'warning' ? 4000 : 3000;
}

/** The queue of toasts shown bottom-right by the ui `Toaster` (its `items` prop, oldest first). */
export const toastsAtom = atom<ToastItem[]>([]);

let nextId = 0;

/**
 * Adds `input` to `queue`: newest last, at most MAX_TOASTS, the same message and tone not twice in a
 * row (a burst of failing requests shows one toast). Pure apart from the id counter.
 */
export function enqueueToast(queue: readonly ToastItem[], input: ToastInput): ToastItem[] {
  const tone = input.tone ?? 'neutral';
  const duration = input.durationMs ?? defaultToastDuration(tone);
  const last = queue.at(-1);
  if (last && last.title === input.message && last.tone === tone) return [...queue];
  nextId += 1;
  return [...queue, { id: `toast-${nextId}`, title: input.message, tone, duration }].slice(-MAX_TOASTS);
}

/** Write-only atom: pushes a toast. */
export const pushToastAtom = atom(null, (get, set, input: ToastInput) => {
  set(toastsAtom, enqueueToast(get(toastsAtom), input));
});

/** Write-only atom: removes a toast by id (after it closes). */
export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Pushes a toast from outside React (the HTTP client, listeners). */
export function toast(input: ToastInput): void {
  appStore.set(pushToastAtom, input);
}

/** Shorthand for an error toast. */
export function toastError(message: string): void {
  toast({ message, tone: 'critical' });
}
