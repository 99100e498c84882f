import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Inbox, type LucideIcon } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { Button } from '../../components/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['sm', 'md'] as const;
export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;

/** A single action described by data: the fragment renders it as a button. */
export type EmptyStateAction = {
  /** Visible label of the button, e.g. 'Crear Primer Informe'. */
  label: string;
  /** Called when the button is pressed. */
  onAction: () => void;
};

const rootClass = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export type EmptyStateProps = {
  /** Title of the empty state, e.g. 'No hay informes creados'. */
  title: string;
  /** Explanation under the title; optional. */
  description?: ReactNode;
  /** A lucide-react icon shown above the title (decorative). @default Inbox */
  icon?: LucideIcon;
  /**
   * What the user can do next: either `{ label, onAction }` (rendered as a button) or any node (a
   * router link styled as a button, several buttons…). Nothing when omitted.
   */
  action?: EmptyStateAction | ReactNode;
  /** `sm` inside cards and panels, `md` for a whole page section. @default 'md' */
  size?: (typeof emptyStateSizes)[number];
  /** Level of the title heading, to fit the page outline. @default 2 */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
} & Omit<ComponentProps<'div'>, 'children' | 'title'>;

function isActionData(action: unknown): action is EmptyStateAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    !isValidElement(action) &&
    'label' in action &&
    'onAction' in action
  );
}

/**
 * Shown where a list or a section has nothing to show yet (spec §2: 'No hay informes creados', 'No se
 * encontraron resultados'): a decorative icon, a title, a short description and an optional next step.
 * It is not a live region: the app announces changes (e.g. a search returning nothing) if it needs to.
 */
export function EmptyState({
  title,
  description,
  icon = Inbox,
  action,
  size = 'md',
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div data-slot="empty-state" data-size={size} className={cx(rootClass({ size }), className)} {...rest}>
      <span className={styles.iconWrap} data-slot="empty-state-icon">
        <Icon icon={icon} size={size === 'sm' ? 'md' : 'lg'} />
      </span>
      <div className={styles.text}>
        <Heading level={headingLevel} size={size === 'sm' ? 'xs' : 'sm'} align="center">
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? (
        <div className={styles.actions} data-slot="empty-state-actions">
          {isActionData(action) ? (
            <Button size={size === 'sm' ? 'sm' : 'md'} onClick={() => action.onAction()}>
              {action.label}
            </Button>
          ) : (
            action
          )}
        </div>
      ) : null}
    </div>
  );
}
