import type { ComponentProps } from 'react';
import { Spinner } from '../../components/Spinner';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './LoadingScreen.css';

export type LoadingScreenProps = {
  /** Announced (the spinner's `status`) and shown under it. @default 'Cargando…' */
  label?: string;
} & Omit<ComponentProps<'div'>, 'children'>;

/**
 * The full-viewport loading state while authentication initialises (spec §2): a centred spinner whose
 * `status` role announces `label`. The visible copy of the label is hidden from screen readers so it is
 * read once.
 */
export function LoadingScreen({ label = es.app.loading, className, ...rest }: LoadingScreenProps) {
  return (
    <div data-slot="loading-screen" aria-busy="true" className={cx(styles.root, className)} {...rest}>
      <Spinner size="lg" label={label} />
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
