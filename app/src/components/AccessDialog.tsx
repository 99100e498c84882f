import { Button, Dialog } from '@alegato/ui';
import type { AuthScreen } from '../state/authScreens';
import { t } from '../i18n';

export type AccessDialogProps = {
  /** Which screen was asked for; both show the same notice for now. */
  screen: AuthScreen;
  /** Closes the dialog (the screens' back action). */
  onClose: () => void;
};

/**
 * The honest stand-in for the login and registration screens: they arrive with the accounts issue.
 * Default export for `React.lazy`.
 */
export default function AccessDialog({ screen, onClose }: AccessDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.access.title}
      description={t.access.body}
      data-screen={screen}
      footer={
        <Button variant="solid" tone="accent" onClick={onClose}>
          {t.access.close}
        </Button>
      }
    />
  );
}
