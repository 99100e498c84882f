import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_VERSION } from '@alegato/domain';
import { AccountDataPanel, Heading, Stack } from '@alegato/ui';
import { defaultExportFileName, fileNameFromDisposition, saveBlob } from '../account/download';
import { ApiKeysSection } from '../apiKeys/ApiKeysSection';
import { bodyMessage, http, HttpError } from '../api/http';
import { currentAccessToken, endSessionLocally } from '../auth/session';
import { PageMeta } from '../components/PageMeta';
import * as t from '../i18n';
import { PlanSection, PreferencesSection, ProfileSection, SecuritySection } from '../settings/sections';
import { useConfig } from '../state/config';
import { toast } from '../state/toasts';
import { useRouteHandle } from '../useCurrentRoute';

/**
 * `/settings` ('Configuración', issue 14 item 4), in this order: 'Perfil' (name, organization),
 * 'Seguridad' (password with the current one, e-mail change confirmed from the new address, active
 * sessions and 'Cerrar sesión en todos los dispositivos'), 'Preferencias' (history recording, cookie
 * choices), the plan summary, 'Claves de API' (issue 15; `apiKeys/ApiKeysSection.tsx`), and 'Tus
 * datos' — download the user's data (`GET /api/account/export`, GDPR arts. 15 and 20) and delete the
 * account after re-entering the password (`DELETE /api/account`, art. 17). The sections live in
 * `settings/sections.tsx`.
 */
export function SettingsPage() {
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const { apiBaseUrl } = useConfig();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // The http client parses JSON; the export is a file, so it is fetched here with the same bearer.
  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const token = await currentAccessToken();
      const response = await window.fetch(`${apiBaseUrl}/api/account/export`, {
        headers: {
          Accept: 'application/json',
          'X-Client-Version': CLIENT_VERSION,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        cache: 'no-store',
      });
      if (response.status === 401) {
        await endSessionLocally();
        void navigate('/', { replace: true });
        return;
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setExportError(bodyMessage(body) ?? t.settings.exportFailed);
        return;
      }
      const blob = await response.blob();
      const fallback = defaultExportFileName(new Date());
      saveBlob(blob, fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback));
    } catch {
      setExportError(t.settings.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async (value: string) => {
    if (value === '') {
      setDeleteError(t.settings.passwordRequired);
      return;
    }
    setDeleting(true);
    setDeleteError(null);
    try {
      await http.request('/api/account', { method: 'DELETE', json: { password: value }, silent: true });
    } catch (error) {
      setDeleting(false);
      // A 401 is handled by the client (session dropped, back to `/`).
      if (!(error instanceof HttpError && error.status === 401)) {
        setDeleteError(error instanceof HttpError && error.message ? error.message : t.settings.deleteFailed);
      }
      return;
    }
    setPassword('');
    await endSessionLocally();
    toast({ message: t.settings.accountDeleted, tone: 'positive' });
    void navigate('/', { replace: true });
  };

  const title = handle?.title ?? 'Configuración';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="xl" data-slot="settings-page">
        <Heading level={1}>{title}</Heading>
        <ProfileSection />
        <SecuritySection />
        <PreferencesSection />
        <PlanSection />
        <ApiKeysSection />
        <AccountDataPanel
          onExport={() => void onExport()}
          exporting={exporting}
          exportError={exportError}
          confirmOpen={confirmOpen}
          onConfirmOpenChange={(open) => {
            setConfirmOpen(open);
            if (!open) {
              setPassword('');
              setDeleteError(null);
            }
          }}
          password={password}
          onPasswordChange={(next) => {
            setPassword(next);
            if (deleteError) setDeleteError(null);
          }}
          onDelete={(value) => void onDelete(value)}
          deleting={deleting}
          deleteError={deleteError}
        />
      </Stack>
    </>
  );
}
