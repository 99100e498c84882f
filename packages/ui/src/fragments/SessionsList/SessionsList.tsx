import { useId, type ComponentProps } from 'react';
import { formatDateTimeEs } from '@alegato/domain/vocabulary';
import { LogOut } from 'lucide-react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './SessionsList.css';

/** The states of the list: loading, the sessions, or an error. */
export const sessionsListStates = ['loading', 'ready', 'error'] as const;
export type SessionsListState = (typeof sessionsListStates)[number];

/** One session of the user (view model of `GET /api/settings/sessions`). */
export type SessionItem = {
  id: string;
  /** How it started: `password`, `otp` (e-mail link), `recovery`; shown through `labels.methods`. */
  method: string;
  /** When it started (ISO 8601). */
  createdAt: string;
  /** Its last token refresh (ISO 8601). */
  lastActiveAt: string;
  /** The session of this browser. */
  current: boolean;
};

/** Copy of the SessionsList; defaults from `es.settings.sessions`. */
export type SessionsListLabels = (typeof es.settings)['sessions'];

export type SessionsListProps = {
  /** Which state to show. */
  state: SessionsListState;
  /** The sessions, in the order to show. @default [] */
  sessions?: SessionItem[];
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** Called by the confirmation's 'Cerrar todas las sesiones'; not called while signing out. */
  onSignOutAll: () => void;
  /** The request runs: the confirm button shows a spinner and the dialog cannot be dismissed. @default false */
  signingOut?: boolean;
  /** Whether the confirmation is open (controlled). */
  confirmOpen: boolean;
  /** Called with the next open state (the trigger, 'Cancelar', Escape). Ignored while signing out. */
  onConfirmOpenChange: (open: boolean) => void;
  /** Level of the card title in the page outline. @default 3 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<SessionsListLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The 'Sesiones activas' card of the settings page's 'Seguridad': each session with how it started, when,
 * its last activity and 'Esta sesión' on the current one; 'Cerrar sesión en todos los dispositivos'
 * opens a confirmation (role `alertdialog`) that says this session ends too. Loading, empty and error
 * states. Controlled only: the app owns the open state and runs `DELETE /api/settings/sessions`.
 */
export function SessionsList({
  state,
  sessions = [],
  onRetry,
  onSignOutAll,
  signingOut = false,
  confirmOpen,
  onConfirmOpenChange,
  headingLevel = 3,
  labels: labelOverrides,
  className,
  ...rest
}: SessionsListProps) {
  const labels: SessionsListLabels = { ...es.settings.sessions, ...labelOverrides };
  const titleId = useId();
  const shown = state === 'ready' && sessions.length === 0 ? 'empty' : state;
  return (
    <Card.Root asChild data-slot="sessions-list" data-state={shown} className={cx(styles.root, className)}>
      <section aria-labelledby={titleId} aria-busy={shown === 'loading' || undefined} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
          <Card.Description>{labels.description}</Card.Description>
        </Card.Header>
        <Card.Body className={styles.body}>
          {shown === 'loading' ? (
            <p className={styles.muted} data-slot="sessions-list-loading">
              <Spinner size="sm" label={labels.loading} />
              <span aria-hidden>{labels.loading}</span>
            </p>
          ) : shown === 'error' ? (
            <div className={styles.error} role="alert" data-slot="sessions-list-error">
              <p className={styles.errorText}>{labels.error}</p>
              {onRetry ? (
                <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
                  {labels.retry}
                </Button>
              ) : null}
            </div>
          ) : shown === 'empty' ? (
            <p className={styles.muted} data-slot="sessions-list-empty">
              {labels.empty}
            </p>
          ) : (
            <ul role="list" aria-label={labels.list} className={styles.list} data-slot="sessions-list-items">
              {sessions.map((s) => (
                <li
                  key={s.id}
                  className={styles.item}
                  data-slot="sessions-list-item"
                  data-current={s.current || undefined}
                  aria-current={s.current || undefined}
                >
                  <div className={styles.itemHead}>
                    <p className={styles.method}>{labels.methods[s.method] ?? s.method}</p>
                    {s.current ? (
                      <Badge size="sm" tone="accent">
                        {labels.current}
                      </Badge>
                    ) : null}
                  </div>
                  <p className={styles.muted}>
                    <time dateTime={s.createdAt}>{labels.started(formatDateTimeEs(s.createdAt))}</time>
                  </p>
                  <p className={styles.muted}>
                    <time dateTime={s.lastActiveAt}>
                      {labels.lastActive(formatDateTimeEs(s.lastActiveAt))}
                    </time>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <AlertDialog.Root
            open={confirmOpen}
            onOpenChange={(next) => {
              if (!signingOut) onConfirmOpenChange(next);
            }}
          >
            <AlertDialog.Trigger asChild>
              <Button
                variant="outline"
                tone="critical"
                data-slot="sessions-list-sign-out-all"
                startIcon={<Icon icon={LogOut} size="sm" />}
              >
                {labels.signOutAll}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content
              data-tone="critical"
              data-slot="sessions-list-confirm"
              aria-busy={signingOut || undefined}
              onEscapeKeyDown={(event) => {
                if (signingOut) event.preventDefault();
              }}
            >
              <AlertDialog.Header>
                <AlertDialog.Title>{labels.confirmTitle}</AlertDialog.Title>
                <AlertDialog.Description>{labels.confirmText}</AlertDialog.Description>
              </AlertDialog.Header>
              <AlertDialog.Footer>
                <AlertDialog.Cancel disabled={signingOut} />
                <Button
                  tone="critical"
                  data-slot="sessions-list-confirm-button"
                  data-state={signingOut ? 'signing-out' : 'idle'}
                  aria-disabled={signingOut || undefined}
                  startIcon={
                    signingOut ? (
                      <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                    ) : undefined
                  }
                  onClick={() => {
                    if (!signingOut) onSignOutAll();
                  }}
                >
                  {signingOut ? labels.signingOut : labels.confirmAction}
                </Button>
              </AlertDialog.Footer>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </Card.Body>
      </section>
    </Card.Root>
  );
}
