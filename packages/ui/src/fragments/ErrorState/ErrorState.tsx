import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './ErrorState.css';

export const errorStateHeadingLevels = [2, 3, 4, 5, 6] as const;

/** Copy of the ErrorState that is not passed as content. */
export type ErrorStateLabels = {
  /** The retry button. @default es.common.retry ('Reintentar') */
  retry: string;
};

export type ErrorStateProps = {
  /** What failed, e.g. 'Error cargando informes'. @default 'Algo ha salido mal' */
  title?: string;
  /** The error's message (from the server or the app); wraps, including long unbroken ids. */
  message?: ReactNode;
  /** Called when 'Reintentar' is pressed; the button shows only when this is set. */
  onRetry?: () => void;
  /** A secondary action next to 'Reintentar', e.g. a 'Volver a informes' link or button. */
  secondaryAction?: ReactNode;
  /** Level of the title heading, to fit the page outline. @default 2 */
  headingLevel?: (typeof errorStateHeadingLevels)[number];
  /** Copy overrides. @default { retry: es.common.retry } */
  labels?: Partial<ErrorStateLabels>;
} & Omit<ComponentProps<'div'>, 'children' | 'title'>;

/**
 * An inline error box in the critical tone (spec §2: 'Error cargando informes' with the message and
 * 'Reintentar'). It is an `alert`: assistive tech announces it when it appears.
 */
export function ErrorState({
  title = es.states.error.title,
  message,
  onRetry,
  secondaryAction,
  headingLevel = 2,
  labels: labelOverrides,
  className,
  ...rest
}: ErrorStateProps) {
  const labels: ErrorStateLabels = { retry: es.common.retry, ...labelOverrides };
  const hasActions = Boolean(onRetry || secondaryAction);
  return (
    <div
      role="alert"
      data-slot="error-state"
      data-tone="critical"
      className={cx(styles.root, className)}
      {...rest}
    >
      <span className={styles.icon} data-slot="error-state-icon">
        <Icon icon={CircleAlert} size="md" />
      </span>
      <div className={styles.body}>
        <Heading level={headingLevel} size="xs" className={styles.title}>
          {title}
        </Heading>
        {message ? (
          <p className={styles.message} data-slot="error-state-message">
            {message}
          </p>
        ) : null}
        {hasActions ? (
          <div className={styles.actions} data-slot="error-state-actions">
            {onRetry ? (
              <Button
                size="sm"
                variant="solid"
                tone="critical"
                startIcon={<Icon icon={RotateCw} size="sm" />}
                onClick={() => onRetry()}
              >
                {labels.retry}
              </Button>
            ) : null}
            {secondaryAction}
          </div>
        ) : null}
      </div>
    </div>
  );
}
