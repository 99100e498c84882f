import { useId, type ComponentProps, type ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { Heading } from '../../primitives/Heading';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import { EmptyState } from '../EmptyState';
import * as styles from './UnderConstruction.css';

/** Copy of the UnderConstruction state; defaults from `es.states.underConstruction`. */
export type UnderConstructionLabels = {
  /** @default 'Esta sección está en construcción' */
  title: string;
  /** @default 'Estamos trabajando en ella. Muy pronto podrás usarla desde aquí.' */
  description: string;
};

export type UnderConstructionProps = {
  /** The section's title, the page's `h1`, e.g. 'Búsqueda Legal'. */
  section: string;
  /** What to do meanwhile, e.g. a 'Ir al inicio' link styled as a button. */
  action?: ReactNode;
  /** Copy overrides (e.g. a description naming the section). */
  labels?: Partial<UnderConstructionLabels>;
} & Omit<ComponentProps<'section'>, 'children'>;

/**
 * The honest placeholder of an app section that is not built yet: the section's title as the page's
 * `h1`, then an EmptyState 'Esta sección está en construcción' with an optional action.
 */
export function UnderConstruction({
  section,
  action,
  labels: labelOverrides,
  className,
  ...rest
}: UnderConstructionProps) {
  const labels: UnderConstructionLabels = { ...es.states.underConstruction, ...labelOverrides };
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="under-construction"
      className={cx(styles.root, className)}
      {...rest}
    >
      <Heading level={1} align="center" id={headingId}>
        {section}
      </Heading>
      <EmptyState title={labels.title} description={labels.description} icon={Construction} action={action} />
    </section>
  );
}
