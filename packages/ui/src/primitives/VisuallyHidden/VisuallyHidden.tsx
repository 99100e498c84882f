import type { ComponentProps } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden.Root>;

/** Content for screen readers only (Radix VisuallyHidden). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root data-slot="visually-hidden" {...props} />;
}
