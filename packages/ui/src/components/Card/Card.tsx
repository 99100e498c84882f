import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export const cardVariants = ['outline', 'elevated', 'soft'] as const;
export const cardPaddings = ['sm', 'md', 'lg'] as const;

export type CardRootProps = {
  /** Surface treatment. @default 'outline' */
  variant?: (typeof cardVariants)[number];
  /** Inner padding. @default 'md' */
  padding?: (typeof cardPaddings)[number];
  /** Render the child (e.g. a router Link) as the card, keeping its semantics. @default false */
  asChild?: boolean;
  /** Hover and focus styles for a card that is itself a link or button. @default asChild */
  interactive?: boolean;
} & ComponentProps<'div'>;

/** The card container: a surface with padding and a vertical gap between its parts. */
function CardRoot({
  variant = 'outline',
  padding = 'md',
  asChild = false,
  interactive = asChild,
  className,
  ...rest
}: CardRootProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant}
      className={cx(
        styles.root,
        styles.variant[variant],
        styles.padding[padding],
        interactive && styles.interactive,
        className,
      )}
      {...rest}
    />
  );
}

export type CardHeaderProps = ComponentProps<'div'>;

/** Title and description, stacked tightly. */
function CardHeader({ className, ...rest }: CardHeaderProps) {
  return <div data-slot="card-header" className={cx(styles.header, className)} {...rest} />;
}

export type CardTitleProps = {
  /** Heading level for the document outline. @default 3 */
  level?: 2 | 3 | 4 | 5 | 6;
} & ComponentProps<'h3'>;

/** The card's heading; its level follows the page outline, its size stays the same. */
function CardTitle({ level = 3, className, ...rest }: CardTitleProps) {
  const Tag = `h${level}` as const;
  return <Tag data-slot="card-title" className={cx(styles.title, className)} {...rest} />;
}

export type CardDescriptionProps = ComponentProps<'p'>;

/** Secondary text under the title. */
function CardDescription({ className, ...rest }: CardDescriptionProps) {
  return <p data-slot="card-description" className={cx(styles.description, className)} {...rest} />;
}

export type CardBodyProps = ComponentProps<'div'>;

/** The main content. */
function CardBody({ className, ...rest }: CardBodyProps) {
  return <div data-slot="card-body" className={cx(styles.body, className)} {...rest} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** Actions or metadata, pushed to the bottom when cards in a grid have different heights. */
function CardFooter({ className, ...rest }: CardFooterProps) {
  return <div data-slot="card-footer" className={cx(styles.footer, className)} {...rest} />;
}

/**
 * A grouped surface: `Card.Root`, `Card.Header`, `Card.Title`, `Card.Description`, `Card.Body`,
 * `Card.Footer`. `Card.Root asChild` around a link makes the whole card one interactive target.
 */
export const Card = {
  Root: CardRoot,
  Header: CardHeader,
  Title: CardTitle,
  Description: CardDescription,
  Body: CardBody,
  Footer: CardFooter,
};
