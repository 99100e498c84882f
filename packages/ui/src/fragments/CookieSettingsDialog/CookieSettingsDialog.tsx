import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Dialog, type DialogContentProps } from '../../components/Dialog';
import { Switch } from '../../components/Switch';
import * as es from '../../i18n/es';
import * as styles from './CookieSettingsDialog.css';

/** The consent per category (spec §3 Cookie consent); essential is always on. */
export type CookieConsents = {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

/** The categories the user can switch. */
export const optionalCookieCategories = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCookieCategory = (typeof optionalCookieCategories)[number];

/** Copy of the CookieSettingsDialog; defaults from `es.cookies.settings`. */
export type CookieSettingsDialogLabels = {
  /** @default 'Configuración de cookies' */
  title: string;
  /** Under the title. */
  description: string;
  /** Badge of the essential category. @default 'Siempre activas' */
  alwaysOn: string;
  /** @default 'Esenciales' */
  essential: string;
  essentialDescription: string;
  /** @default 'Funcionales' */
  functional: string;
  functionalDescription: string;
  /** @default 'Analíticas' */
  analytics: string;
  analyticsDescription: string;
  /** @default 'Marketing' */
  marketing: string;
  marketingDescription: string;
  /** @default 'Guardar preferencias' */
  save: string;
  /** @default 'Aceptar todas' */
  acceptAll: string;
};

export type CookieSettingsDialogProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with the next open state (Escape, outside click, close icon). */
  onOpenChange: (open: boolean) => void;
  /** The current choice (controlled). */
  value: CookieConsents;
  /** Called with the next choice when a switch is toggled ('Esenciales' stays on). */
  onValueChange: (next: CookieConsents) => void;
  /** Called by 'Guardar preferencias' (the app stores `value` and closes the dialog). */
  onSave: () => void;
  /** Called by 'Aceptar todas'. */
  onAcceptAll: () => void;
  /** Copy overrides. */
  labels?: Partial<CookieSettingsDialogLabels>;
} & Omit<DialogContentProps, 'children' | 'title'>;

/**
 * The cookie configuration dialog (spec §2 Cookie banner): 'Esenciales' always on (a disabled switch and
 * the 'Siempre activas' badge), switches for 'Funcionales', 'Analíticas' and 'Marketing' with one-line
 * descriptions, and 'Aceptar todas' / 'Guardar preferencias'. Controlled only.
 */
export function CookieSettingsDialog({
  open,
  onOpenChange,
  value,
  onValueChange,
  onSave,
  onAcceptAll,
  labels: labelOverrides,
  ...rest
}: CookieSettingsDialogProps) {
  const labels: CookieSettingsDialogLabels = { ...es.cookies.settings, ...labelOverrides };
  const descriptions = {
    functional: labels.functionalDescription,
    analytics: labels.analyticsDescription,
    marketing: labels.marketingDescription,
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      data-slot="cookie-settings-dialog"
      footer={
        <>
          <Button
            variant="outline"
            tone="neutral"
            data-slot="cookie-settings-accept"
            onClick={() => onAcceptAll()}
          >
            {labels.acceptAll}
          </Button>
          <Button data-slot="cookie-settings-save" onClick={() => onSave()}>
            {labels.save}
          </Button>
        </>
      }
      {...rest}
    >
      <ul role="list" className={styles.list}>
        <li className={styles.row}>
          <Switch
            checked
            disabled
            label={
              <span className={styles.essentialLabel}>
                {labels.essential}
                <Badge size="sm" tone="positive">
                  {labels.alwaysOn}
                </Badge>
              </span>
            }
            description={labels.essentialDescription}
          />
        </li>
        {optionalCookieCategories.map((key) => (
          <li key={key} className={styles.row}>
            <Switch
              checked={value[key]}
              onCheckedChange={(next) => onValueChange({ ...value, [key]: next })}
              label={labels[key]}
              description={descriptions[key]}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
