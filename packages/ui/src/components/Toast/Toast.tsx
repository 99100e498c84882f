import type { ComponentProps, ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { Button } from '../Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './Toast.css';

export const toastTones = ['neutral', 'positive', 'critical', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Shortest time a toast stays on screen, in ms (spec §9: toast durations 1 to 4 s). */
export const TOAST_MIN_DURATION = 1000;
/** Longest time a toast stays on screen, in ms (spec §9). */
export const TOAST_MAX_DURATION = 4000;
/** Duration when none is given, in ms. */
export const TOAST_DEFAULT_DURATION = TOAST_MAX_DURATION;

/**
 * Clamps a toast duration to the spec's 1000–4000 ms. A missing or non-numeric value gives the default
 * (4000 ms); `Infinity` gives the maximum.
 */
export function clampToastDuration(ms?: number | null): number {
  if (ms === undefined || ms === null || Number.isNaN(ms)) return TOAST_DEFAULT_DURATION;
  return Math.min(TOAST_MAX_DURATION, Math.max(TOAST_MIN_DURATION, ms));
}

const toneIcons: Record<ToastTone, LucideIcon | null> = {
  neutral: null,
  positive: CircleCheck,
  critical: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

export type ToastProviderProps = {
  /** Screen-reader label announced before each toast. @default es.toast.label ('Notificación') */
  label?: string;
} & ComponentProps<typeof RadixToast.Provider>;

/** Holds the toasts' timers and swipe settings; wrap the app (or the story) once. */
function ToastProvider({
  label = es.toast.label,
  swipeDirection = 'right',
  duration,
  ...rest
}: ToastProviderProps) {
  return (
    <RadixToast.Provider
      label={label}
      swipeDirection={swipeDirection}
      duration={clampToastDuration(duration)}
      {...rest}
    />
  );
}

export type ToastViewportProps = {
  /** Name of the notification region; `{hotkey}` is replaced by the shortcut (F8). @default es.toast.viewport */
  label?: string;
} & ComponentProps<typeof RadixToast.Viewport>;

/** The fixed bottom-right region where toasts stack, `size.toast` wide. */
function ToastViewport({ label = es.toast.viewport, className, ...rest }: ToastViewportProps) {
  return (
    <RadixToast.Viewport
      data-slot="toast-viewport"
      label={label}
      className={cx(styles.viewport, className)}
      {...rest}
    />
  );
}

export type ToastProps = {
  /** Meaning, shown by the edge colour and icon; `critical` is announced assertively. @default 'neutral' */
  tone?: ToastTone;
  /** The message, e.g. '¡Informe creado exitosamente!'. */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** Time on screen in ms, clamped to 1000–4000 (spec §9). Paused while hovered or focused. @default 4000 */
  duration?: number;
  /** Accessible name of the close button. @default es.common.close ('Cerrar') */
  closeLabel?: string;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default true */
  defaultOpen?: boolean;
  /** Called with `false` when the toast times out, is swiped away, closed or dismissed with Escape. */
  onOpenChange?: (open: boolean) => void;
} & Omit<ComponentProps<typeof RadixToast.Root>, 'title' | 'type' | 'duration'>;

/**
 * One notification (Radix Toast, role `status`): tone, title, optional description and a 'Cerrar'
 * button. Render it inside `Toast.Provider` next to a `Toast.Viewport`; for a list owned by the app use
 * `Toaster`.
 */
export function Toast({
  tone = 'neutral',
  title,
  description,
  duration,
  closeLabel = es.common.close,
  className,
  ...rest
}: ToastProps) {
  const ToneIcon = toneIcons[tone];
  return (
    <RadixToast.Root
      data-slot="toast"
      data-tone={tone}
      type={tone === 'critical' ? 'foreground' : 'background'}
      duration={clampToastDuration(duration)}
      className={cx(styles.root, className)}
      {...rest}
    >
      {/* The list item cannot carry a role; the status lives one level in. Radix announces the text. */}
      <div
        role="status"
        aria-live="off"
        aria-atomic
        data-slot="toast-body"
        className={cx(styles.body, styles.tone[tone])}
      >
        {ToneIcon ? <Icon icon={ToneIcon} size="md" className={styles.icon} /> : null}
        <div className={cx(styles.text, !ToneIcon && styles.textWithoutIcon)}>
          <RadixToast.Title data-slot="toast-title" className={styles.title}>
            {title}
          </RadixToast.Title>
          {description ? (
            <RadixToast.Description data-slot="toast-description" className={styles.description}>
              {description}
            </RadixToast.Description>
          ) : null}
        </div>
        <RadixToast.Close asChild>
          <Button
            variant="ghost"
            tone="neutral"
            size="sm"
            aria-label={closeLabel}
            data-slot="toast-close"
            className={styles.close}
          >
            <Icon icon={X} size="sm" />
          </Button>
        </RadixToast.Close>
      </div>
    </RadixToast.Root>
  );
}

Toast.Provider = ToastProvider;
Toast.Viewport = ToastViewport;

/** One entry of the app's toast queue. */
export type ToastItem = {
  /** Stable id, passed back to `onDismiss`. */
  id: string;
  /** @default 'neutral' */
  tone?: ToastTone;
  /** The message. */
  title: string;
  /** Optional detail. */
  description?: string;
  /** Time on screen in ms, clamped to 1000–4000. @default 4000 */
  duration?: number;
};

export type ToasterProps = {
  /** The queue, oldest first; the newest shows at the bottom. The app owns it (e.g. in a Jotai atom). */
  items: readonly ToastItem[];
  /** Called with the item's id when it times out or the user closes it; remove it from `items`. */
  onDismiss: (id: string) => void;
  /** Accessible name of each close button. @default es.common.close ('Cerrar') */
  closeLabel?: string;
  /** Screen-reader label announced before each toast. @default es.toast.label */
  toastLabel?: string;
} & ToastViewportProps;

/**
 * Controlled toast list: provider, bottom-right viewport and one `Toast` per item. Holds no queue of its
 * own: every item stays until `onDismiss(id)` makes the app drop it. Props other than these go to the
 * viewport.
 */
export function Toaster({ items, onDismiss, closeLabel, toastLabel, ...rest }: ToasterProps) {
  return (
    <ToastProvider label={toastLabel}>
      {items.map((item) => (
        <Toast
          key={item.id}
          open
          tone={item.tone}
          title={item.title}
          description={item.description}
          duration={item.duration}
          closeLabel={closeLabel}
          data-toast-id={item.id}
          onOpenChange={(open) => {
            if (!open) onDismiss(item.id);
          }}
        />
      ))}
      <ToastViewport {...rest} />
    </ToastProvider>
  );
}
