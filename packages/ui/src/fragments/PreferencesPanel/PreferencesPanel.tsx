import { useId, type ComponentProps } from 'react';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Switch } from '../../components/Switch';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { optionalCookieCategories, type CookieConsents } from '../CookieSettingsDialog';
import * as styles from './PreferencesPanel.css';

/** Where the panel is: reading the history setting, ready, saving a change, saved, or failed. */
export const preferencesPanelStates = ['loading', 'idle', 'saving', 'saved', 'error'] as const;
export type PreferencesPanelState = (typeof preferencesPanelStates)[number];

/** Copy of the PreferencesPanel; defaults from `es.settings.preferences` and `es.cookies.settings`. */
export type PreferencesPanelLabels = (typeof es.settings)['preferences'] &
  Pick<
    (typeof es.cookies)['settings'],
    | 'alwaysOn'
    | 'essential'
    | 'essentialDescription'
    | 'functional'
    | 'functionalDescription'
    | 'analytics'
    | 'analyticsDescription'
    | 'marketing'
    | 'marketingDescription'
  >;

export type PreferencesPanelProps = {
  /** Whether the user's queries are recorded in the history (controlled). */
  historyEnabled: boolean;
  /** Called with the next value when the history switch is toggled; not while loading or saving. */
  onHistoryEnabledChange: (next: boolean) => void;
  /** The cookie choices of this browser (controlled); essential is always on. */
  cookies: CookieConsents;
  /** Called with the next choices when a cookie switch is toggled. */
  onCookiesChange: (next: CookieConsents) => void;
  /** @default 'idle' */
  state?: PreferencesPanelState;
  /** Why the last change failed, in an alert when `state` is 'error'. @default labels.error */
  error?: string | null;
  /** Level of the card title in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Copy overrides. */
  labels?: Partial<PreferencesPanelLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The 'Preferencias' card of the settings page: 'Guardar mi historial de consultas' (the history
 * recording switch) and the cookie choices of this browser ('Esenciales' always on, then functional,
 * analytics and marketing, as in the cookie dialog). Each switch applies at once; the outcome is a
 * status line ('Preferencias guardadas.') or an alert. Controlled only.
 */
export function PreferencesPanel({
  historyEnabled,
  onHistoryEnabledChange,
  cookies,
  onCookiesChange,
  state = 'idle',
  error = null,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: PreferencesPanelProps) {
  const labels: PreferencesPanelLabels = {
    ...es.cookies.settings,
    ...es.settings.preferences,
    ...labelOverrides,
  };
  const titleId = useId();
  const cookiesTitleId = useId();
  const busy = state === 'loading' || state === 'saving';
  const descriptions = {
    functional: labels.functionalDescription,
    analytics: labels.analyticsDescription,
    marketing: labels.marketingDescription,
  };
  return (
    <Card.Root
      asChild
      data-slot="preferences-panel"
      data-state={state}
      className={cx(styles.root, className)}
    >
      <section aria-labelledby={titleId} aria-busy={busy || undefined} {...rest}>
        <Card.Header>
          <Card.Title id={titleId} level={headingLevel}>
            {labels.title}
          </Card.Title>
        </Card.Header>
        <Card.Body className={styles.body}>
          <Switch
            data-slot="preferences-panel-history"
            checked={historyEnabled}
            disabled={busy}
            onCheckedChange={(next) => {
              if (!busy) onHistoryEnabledChange(next);
            }}
            label={labels.history}
            description={state === 'loading' ? labels.loading : labels.historyDescription}
          />
          <div role="group" aria-labelledby={cookiesTitleId} className={styles.group}>
            <p id={cookiesTitleId} className={styles.groupTitle}>
              {labels.cookiesTitle}
            </p>
            <p className={styles.groupText}>{labels.cookiesDescription}</p>
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
                    checked={cookies[key]}
                    onCheckedChange={(next) => onCookiesChange({ ...cookies, [key]: next })}
                    label={labels[key]}
                    description={descriptions[key]}
                  />
                </li>
              ))}
            </ul>
          </div>
          <p role="status" className={styles.status} data-slot="preferences-panel-saved">
            {state === 'saved' ? labels.saved : ''}
          </p>
          <p role="alert" className={styles.status} data-tone="critical" data-slot="preferences-panel-error">
            {state === 'error' ? (error ?? labels.error) : ''}
          </p>
        </Card.Body>
      </section>
    </Card.Root>
  );
}
