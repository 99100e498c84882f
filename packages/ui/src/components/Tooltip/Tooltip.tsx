import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Tooltip.css';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

export type TooltipProps = {
  /** The element that shows the tip on hover and keyboard focus; it must accept a ref and be focusable. */
  children: ReactElement;
  /** The tip: short text that supplements the trigger's own accessible name. */
  content: ReactNode;
  /** Side of the trigger to show on; flips when there is no room. @default 'top' */
  side?: (typeof tooltipSides)[number];
  /** Alignment along that side. @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state. */
  onOpenChange?: (open: boolean) => void;
  /** Hover delay before opening, in ms. @default 400 */
  delayDuration?: number;
} & Omit<ComponentProps<typeof RadixTooltip.Content>, 'content' | 'side' | 'align' | 'children'>;

/**
 * A short hint on hover or focus (Radix Tooltip, role `tooltip`, linked with `aria-describedby`). Brings
 * its own provider. Never put the only name of a control in a tooltip: icon buttons keep an
 * `aria-label`. Props other than these go to the content element.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 400,
  sideOffset = 6,
  className,
  ...rest
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            data-slot="tooltip"
            side={side}
            align={align}
            sideOffset={sideOffset}
            collisionPadding={8}
            className={cx(styles.content, className)}
            {...rest}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
