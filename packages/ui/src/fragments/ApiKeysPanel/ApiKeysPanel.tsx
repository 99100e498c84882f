import { useId, type ComponentProps, type FormEvent } from 'react';
import { API_KEY_NAME_MAX, formatDateEs, formatDateTimeEs } from '@alegato/domain/vocabulary';
import { Check, Copy, KeyRound, Plus } from 'lucide-react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button, buttonClass } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { useRenderLink } from '../../utils/link';
import * as styles from './ApiKeysPanel.css';

/** The states of the panel: loading, the keys, an error, or a plan without API access. */
export const apiKeysPanelStates = ['loading', 'ready', 'error', 'noAccess'] as const;
export type ApiKeysPanelState = (typeof apiKeysPanelStates)[number];

/** How long a new key lasts: never, or 30, 90 or 365 days. */
export const apiKeyExpiries = ['never', '30', '90', '365'] as const;
export type ApiKeyExpiry = (typeof apiKeyExpiries)[number];

/** Whether a key still works; computed by the app (the design system never reads the clock). */
export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** One key of the user (view model of `GET /api/api-keys`): never its secret. */
export type ApiKeyItem = {
  id: string;
  name: string;
  /** The key's first characters (`alg_3fA9`), shown followed by '…'. */
  prefix: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null: 'Nunca usada'. */
  lastUsedAt: string | null;
  /** ISO 8601, or null: 'Sin caducidad'. */
  expiresAt: string | null;
  /** ISO 8601 of the revocation, or null. */
  revokedAt: string | null;
  status: ApiKeyStatus;
};

/** The create form's values. */
export type ApiKeyCreateValue = { name: string; expiry: ApiKeyExpiry };

/** A key just created: the only time its secret is shown. */
export type ApiKeySecret = { name: string; secret: string };

/** Copy of the ApiKeysPanel; defaults from `es.apiKeys`. */
export type ApiKeysPanelLabels = (typeof es)['apiKeys'];

export type ApiKeysPanelProps = {
  /** Which state to show; `ready` with no keys shows the empty state. */
  state: ApiKeysPanelState;
  /** The keys, in the order to show. @default [] */
  keys?: ApiKeyItem[];
  /** 'Reintentar' in the error state; no button without it. */
  onRetry?: () => void;
  /** The create form's values (controlled). */
  createValue: ApiKeyCreateValue;
  /** Called with the form's next values. */
  onCreateValueChange: (next: ApiKeyCreateValue) => void;
  /** 'Crear clave' with the values; not called while creating. The app validates the name. */
  onCreate: (value: ApiKeyCreateValue) => void;
  /** The create request runs: the button is busy. @default false */
  creating?: boolean;
  /** The name's error message (e.g. 'Escribe un nombre para la clave.'). */
  nameError?: string | null;
  /** The key just created: shown once in a dialog with its secret; null closes the dialog. @default null */
  createdKey?: ApiKeySecret | null;
  /** 'Hecho', Escape or the close button: the app forgets the secret. */
  onCreatedKeyDismiss: () => void;
  /** 'Copiar clave' with the secret; the app writes the clipboard. */
  onCopySecret: (secret: string) => void;
  /** The secret was copied: the button says 'Copiada'. @default false */
  secretCopied?: boolean;
  /** The id of the key whose revocation is being confirmed, or null (controlled). @default null */
  revokeTarget?: string | null;
  /** A row's 'Revocar' (the id), 'Cancelar' or Escape (null). Ignored while revoking. */
  onRevokeTargetChange: (id: string | null) => void;
  /** The confirmation's 'Revocar clave' with the key's id; not called while revoking. */
  onRevoke: (id: string) => void;
  /** The revoke request runs: the confirm button is busy and the dialog stays. @default false */
  revoking?: boolean;
  /** The plan message of the `noAccess` state (domain's capability refusal). @default labels.noAccess */
  noAccessMessage?: string;
  /** Where 'Ver planes' goes. @default '/subscription' */
  upgradeHref?: string;
  /** Where the API reference is. @default '/api-reference' */
  referenceHref?: string;
  /** Where the MCP connection is explained. @default '/iasupervisor' */
  mcpHref?: string;
  /** Level of the card title in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<ApiKeysPanelLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

const statusTone = { active: 'positive', expired: 'warning', revoked: 'neutral' } as const;

/**
 * 'Claves de API' of the settings page (issue 15 item 3): the user's keys (name, `alg_3fA9…`, created,
 * last use or 'Nunca usada', expiry, revoked), a form to create one (name, expiry), the new key shown once
 * in a dialog with a copy button, and revocation after a confirmation (role `alertdialog`). Plans without
 * API access see the plan message and 'Ver planes'. Links to the API reference and the MCP connection.
 * Controlled only: the app owns the form, the dialogs and the requests.
 */
export function ApiKeysPanel({
  state,
  keys = [],
  onRetry,
  createValue,
  onCreateValueChange,
  onCreate,
  creating = false,
  nameError = null,
  createdKey = null,
  onCreatedKeyDismiss,
  onCopySecret,
  secretCopied = false,
  revokeTarget = null,
  onRevokeTargetChange,
  onRevoke,
  revoking = false,
  noAccessMessage,
  upgradeHref = '/subscription',
  referenceHref = '/api-reference',
  mcpHref = '/iasupervisor',
  headingLevel = 2,
  labels: overrides,
  className,
  ...rest
}: ApiKeysPanelProps) {
  const labels: ApiKeysPanelLabels = { ...es.apiKeys, ...overrides };
  const titleId = useId();
  const renderLink = useRenderLink();
  const shown = state === 'ready' && keys.length === 0 ? 'empty' : state;
  const target = revokeTarget ? keys.find((k) => k.id === revokeTarget) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!creating) onCreate(createValue);
  };

  const links = (
    <div className={styles.links} data-slot="api-keys-links">
      {renderLink({
        href: referenceHref,
        className: buttonClass({ variant: 'ghost', tone: 'accent', size: 'sm' }),
        'data-slot': 'api-keys-reference-link',
        children: labels.reference,
      })}
      {renderLink({
        href: mcpHref,
        className: buttonClass({ variant: 'ghost', tone: 'accent', size: 'sm' }),
        'data-slot': 'api-keys-mcp-link',
        children: labels.mcp,
      })}
    </div>
  );

  const keyList = (
    <ul role="list" aria-label={labels.list} className={styles.list} data-slot="api-keys-list">
      {keys.map((key) => (
        <li key={key.id} className={styles.item} data-slot="api-keys-item" data-state={key.status}>
          <div className={styles.itemHead}>
            <Icon icon={KeyRound} size="sm" className={styles.itemIcon} />
            <p className={styles.name}>{key.name}</p>
            <code className={styles.prefix} data-slot="api-keys-prefix">
              {key.prefix}…
            </code>
            <Badge size="sm" tone={statusTone[key.status]}>
              {labels.status[key.status]}
            </Badge>
          </div>
          <p className={styles.meta}>
            <time dateTime={key.createdAt}>{labels.created(formatDateEs(key.createdAt))}</time>
            <span>
              {key.lastUsedAt ? (
                <time dateTime={key.lastUsedAt}>{labels.lastUsed(formatDateTimeEs(key.lastUsedAt))}</time>
              ) : (
                labels.neverUsed
              )}
            </span>
            <span>
              {key.revokedAt ? (
                <time dateTime={key.revokedAt}>{labels.revokedOn(formatDateEs(key.revokedAt))}</time>
              ) : key.expiresAt ? (
                <time dateTime={key.expiresAt}>
                  {(key.status === 'expired' ? labels.expired : labels.expires)(formatDateEs(key.expiresAt))}
                </time>
              ) : (
                labels.noExpiry
              )}
            </span>
          </p>
          {key.status === 'revoked' ? null : (
            <Button
              size="sm"
              variant="outline"
              tone="critical"
              className={styles.revoke}
              data-slot="api-keys-revoke"
              aria-label={labels.revokeLabel(key.name)}
              onClick={() => {
                if (!revoking) onRevokeTargetChange(key.id);
              }}
            >
              {labels.revoke}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <Card.Root asChild data-slot="api-keys-panel" data-state={shown} className={cx(styles.root, className)}>
      <section aria-labelledby={titleId} aria-busy={shown === 'loading' || undefined} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
          <Card.Description>{labels.description}</Card.Description>
        </Card.Header>
        <Card.Body className={styles.body}>
          {shown === 'noAccess' ? (
            <div className={styles.noAccess} data-slot="api-keys-no-access">
              <p className={styles.text}>{noAccessMessage ?? labels.noAccess}</p>
              {renderLink({
                href: upgradeHref,
                className: buttonClass({ variant: 'solid', tone: 'accent', size: 'sm' }),
                'data-slot': 'api-keys-upgrade-link',
                children: labels.upgrade,
              })}
              {/* Keys made on an earlier plan stay listed, so they can still be revoked. */}
              {keys.length > 0 ? keyList : null}
            </div>
          ) : shown === 'loading' ? (
            <p className={styles.muted} data-slot="api-keys-loading">
              <Spinner size="sm" label={labels.loading} />
              <span aria-hidden>{labels.loading}</span>
            </p>
          ) : shown === 'error' ? (
            <div className={styles.error} role="alert" data-slot="api-keys-error">
              <p className={styles.text}>{labels.error}</p>
              {onRetry ? (
                <Button size="sm" variant="outline" tone="neutral" onClick={() => onRetry()}>
                  {labels.retry}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              {shown === 'empty' ? (
                <p className={styles.muted} data-slot="api-keys-empty">
                  {labels.empty}
                </p>
              ) : (
                keyList
              )}
              <form
                noValidate
                className={styles.form}
                onSubmit={submit}
                aria-busy={creating || undefined}
                aria-label={labels.create}
                data-slot="api-keys-create"
              >
                <TextField
                  className={styles.nameField}
                  label={labels.name}
                  description={labels.nameHint}
                  required
                  value={createValue.name}
                  onValueChange={(name) => onCreateValueChange({ ...createValue, name })}
                  error={nameError ?? undefined}
                  invalid={Boolean(nameError)}
                  maxLength={API_KEY_NAME_MAX}
                  autoComplete="off"
                />
                <Select
                  className={styles.expiryField}
                  label={labels.expiry}
                  options={apiKeyExpiries.map((value) => ({ value, label: labels.expiryOptions[value] }))}
                  value={createValue.expiry}
                  onValueChange={(expiry) =>
                    onCreateValueChange({ ...createValue, expiry: expiry as ApiKeyExpiry })
                  }
                />
                <Button
                  type="submit"
                  className={styles.submit}
                  data-slot="api-keys-create-submit"
                  aria-disabled={creating || undefined}
                  startIcon={
                    creating ? (
                      <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                    ) : (
                      <Icon icon={Plus} size="sm" />
                    )
                  }
                >
                  {creating ? labels.creating : labels.create}
                </Button>
              </form>
            </>
          )}
          {links}
        </Card.Body>

        <Dialog
          open={createdKey !== null}
          onOpenChange={(open) => {
            if (!open) onCreatedKeyDismiss();
          }}
          title={labels.secretTitle}
          description={labels.secretWarning}
          data-slot="api-keys-secret-dialog"
          footer={
            <Dialog.Close asChild>
              <Button data-slot="api-keys-secret-done">{labels.done}</Button>
            </Dialog.Close>
          }
        >
          {createdKey ? (
            <div className={styles.secretRow}>
              <code
                className={styles.secret}
                data-slot="api-keys-secret"
                aria-label={labels.secretLabel(createdKey.name)}
              >
                {createdKey.secret}
              </code>
              <Button
                variant="outline"
                tone={secretCopied ? 'positive' : 'neutral'}
                data-slot="api-keys-copy"
                data-state={secretCopied ? 'copied' : 'idle'}
                startIcon={<Icon icon={secretCopied ? Check : Copy} size="sm" />}
                onClick={() => onCopySecret(createdKey.secret)}
              >
                {secretCopied ? labels.copied : labels.copy}
              </Button>
            </div>
          ) : null}
        </Dialog>

        <AlertDialog.Root
          open={target !== undefined}
          onOpenChange={(open) => {
            if (!open && !revoking) onRevokeTargetChange(null);
          }}
        >
          <AlertDialog.Content
            data-tone="critical"
            data-slot="api-keys-revoke-confirm"
            aria-busy={revoking || undefined}
            onEscapeKeyDown={(event) => {
              if (revoking) event.preventDefault();
            }}
          >
            <AlertDialog.Header>
              <AlertDialog.Title>{labels.revokeTitle(target?.name ?? '')}</AlertDialog.Title>
              <AlertDialog.Description>{labels.revokeText}</AlertDialog.Description>
            </AlertDialog.Header>
            <AlertDialog.Footer>
              <AlertDialog.Cancel disabled={revoking} />
              <Button
                tone="critical"
                data-slot="api-keys-revoke-confirm-button"
                aria-disabled={revoking || undefined}
                startIcon={
                  revoking ? (
                    <Spinner size="sm" tone="inherit" aria-hidden className={styles.spinner} />
                  ) : undefined
                }
                onClick={() => {
                  if (!revoking && target) onRevoke(target.id);
                }}
              >
                {revoking ? labels.revoking : labels.revokeAction}
              </Button>
            </AlertDialog.Footer>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card.Root>
  );
}
