import { useMemo, useState } from 'react';
import { capabilityRefusal } from '@alegato/domain';
import { ApiKeysPanel, es, type ApiKeyCreateValue, type ApiKeySecret } from '@alegato/ui';
import { HttpError, planRefusalOf } from '../api/http';
import { toast } from '../state/toasts';
import { usePlanStatus } from '../subscription/usePlanStatus';
import { createApiKey, revokeApiKey } from './api';
import { useApiKeys } from './hooks';
import { expiresInDays, toApiKeyItems, validateKeyName } from './model';

const EMPTY_FORM: ApiKeyCreateValue = { name: '', expiry: 'never' };
const labels = es.apiKeys;

/** The server's message of a failure, else `fallback`. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.message ? error.message : fallback;
}

/**
 * 'Claves de API' of the settings page (issue 15 item 3), shown on every plan: without API access
 * (`api_access: false`) the panel shows the plan message and 'Ver planes'. Creates a key
 * (`POST /api/api-keys`), shows its secret once, copies it, and revokes keys after a confirmation
 * (`DELETE /api/api-keys/:id`), with a toast for each outcome. A plan refusal opens the app-wide
 * UpgradeDialog (http client) instead of the toast.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const { status } = usePlanStatus();
  const [form, setForm] = useState<ApiKeyCreateValue>(EMPTY_FORM);
  const [nameError, setNameError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeySecret | null>(null);
  const [copied, setCopied] = useState(false);
  const [revokeTarget, setRevokeTarget] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);

  const data = keys.data;
  // The clock is read here, where the list is rendered, so an expired key shows as such.
  const items = useMemo(() => (data ? toApiKeyItems(data.keys, new Date()) : []), [data]);
  const state = keys.error && !data ? 'error' : !data ? 'loading' : data.api_access ? 'ready' : 'noAccess';
  const noAccessMessage = status ? capabilityRefusal(status.plan, 'api').message : undefined;

  const create = async (value: ApiKeyCreateValue) => {
    const checked = validateKeyName(value.name);
    if ('error' in checked) {
      setNameError(checked.error === 'required' ? labels.nameRequired : labels.nameTooLong);
      return;
    }
    setNameError(null);
    setCreating(true);
    try {
      const key = await createApiKey({ name: checked.name, expires_in_days: expiresInDays(value.expiry) });
      setCreated({ name: key.name, secret: key.secret });
      setCopied(false);
      setForm(EMPTY_FORM);
      toast({ message: labels.toasts.created, tone: 'positive' });
      void keys.mutate();
    } catch (error) {
      // A plan refusal is shown by the UpgradeDialog (and the plan may have changed: read the list
      // again); anything else is toasted here.
      if (planRefusalOf(error)) void keys.mutate();
      else toast({ message: failureText(error, labels.toasts.createFailed), tone: 'critical' });
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (id: string) => {
    setRevoking(true);
    try {
      const message = await revokeApiKey(id);
      setRevokeTarget(null);
      toast({ message: message ?? labels.toasts.revoked, tone: 'positive' });
      void keys.mutate();
    } catch (error) {
      setRevokeTarget(null);
      if (!planRefusalOf(error)) {
        toast({ message: failureText(error, labels.toasts.revokeFailed), tone: 'critical' });
      }
    } finally {
      setRevoking(false);
    }
  };

  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast({ message: labels.toasts.copyFailed, tone: 'critical' });
    }
  };

  return (
    <ApiKeysPanel
      state={state}
      keys={items}
      onRetry={() => void keys.mutate()}
      createValue={form}
      onCreateValueChange={(next) => {
        setForm(next);
        if (nameError) setNameError(null);
      }}
      onCreate={(value) => void create(value)}
      creating={creating}
      nameError={nameError}
      createdKey={created}
      onCreatedKeyDismiss={() => {
        setCreated(null);
        setCopied(false);
      }}
      onCopySecret={(secret) => void copy(secret)}
      secretCopied={copied}
      revokeTarget={revokeTarget}
      onRevokeTargetChange={setRevokeTarget}
      onRevoke={(id) => void revoke(id)}
      revoking={revoking}
      noAccessMessage={noAccessMessage}
    />
  );
}
