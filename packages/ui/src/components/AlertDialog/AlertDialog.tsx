import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { Button, type ButtonProps } from '../Button';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as dialogStyles from '../Dialog/Dialog.css';
import * as styles from './AlertDialog.css';

export const alertDialogTones = ['accent', 'critical'] as const;

export type AlertDialogRootProps = ComponentProps<typeof RadixAlertDialog.Root>;

/** State holder of a compound alert dialog: `open/defaultOpen/onOpenChange`. */
function AlertDialogRoot(props: AlertDialogRootProps) {
  return <RadixAlertDialog.Root {...props} />;
}

export type AlertDialogTriggerProps = ComponentProps<typeof RadixAlertDialog.Trigger>;

/** The element that opens the confirmation; use `asChild` around a `Button`. */
function AlertDialogTrigger(props: AlertDialogTriggerProps) {
  return <RadixAlertDialog.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

export type AlertDialogContentProps = ComponentProps<typeof RadixAlertDialog.Content>;

/**
 * The modal panel (role `alertdialog`): in a portal over the overlay, traps focus, focuses the cancel
 * button first, and does not close on an outside click.
 */
function AlertDialogContent({ className, children, ...rest }: AlertDialogContentProps) {
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay data-slot="alert-dialog-overlay" className={dialogStyles.overlay} />
      <RadixAlertDialog.Content
        data-slot="alert-dialog-content"
        className={cx(dialogStyles.content, styles.content, className)}
        {...rest}
      >
        {children}
      </RadixAlertDialog.Content>
    </RadixAlertDialog.Portal>
  );
}

export type AlertDialogHeaderProps = ComponentProps<'div'>;

/** Groups the title and description. */
function AlertDialogHeader({ className, ...rest }: AlertDialogHeaderProps) {
  return <div data-slot="alert-dialog-header" className={cx(dialogStyles.header, className)} {...rest} />;
}

export type AlertDialogTitleProps = ComponentProps<typeof RadixAlertDialog.Title>;

/** The accessible name (an `h2`): the question or the problem. */
function AlertDialogTitle({ className, ...rest }: AlertDialogTitleProps) {
  return (
    <RadixAlertDialog.Title
      data-slot="alert-dialog-title"
      className={cx(dialogStyles.title, styles.title, className)}
      {...rest}
    />
  );
}

export type AlertDialogDescriptionProps = ComponentProps<typeof RadixAlertDialog.Description>;

/** The accessible description: the consequence of the action. Required by Radix. */
function AlertDialogDescription({ className, ...rest }: AlertDialogDescriptionProps) {
  return (
    <RadixAlertDialog.Description
      data-slot="alert-dialog-description"
      className={cx(dialogStyles.description, className)}
      {...rest}
    />
  );
}

export type AlertDialogBodyProps = ComponentProps<'div'>;

/** Optional extra content between the header and the footer. */
function AlertDialogBody({ className, ...rest }: AlertDialogBodyProps) {
  return <div data-slot="alert-dialog-body" className={cx(dialogStyles.body, className)} {...rest} />;
}

export type AlertDialogFooterProps = ComponentProps<'div'>;

/** The action row: cancel first, the action last. */
function AlertDialogFooter({ className, ...rest }: AlertDialogFooterProps) {
  return <div data-slot="alert-dialog-footer" className={cx(dialogStyles.footer, className)} {...rest} />;
}

export type AlertDialogCancelProps = ButtonProps;

/** The button that dismisses without acting; an outline neutral `Button`. Focused when opening. */
function AlertDialogCancel({
  variant = 'outline',
  tone = 'neutral',
  children = es.common.cancel,
  ...rest
}: AlertDialogCancelProps) {
  return (
    <RadixAlertDialog.Cancel asChild>
      <Button data-slot="alert-dialog-cancel" variant={variant} tone={tone} {...rest}>
        {children}
      </Button>
    </RadixAlertDialog.Cancel>
  );
}

export type AlertDialogActionProps = ButtonProps;

/** The button that confirms and closes; a solid `Button` (tone `critical` for destructive actions). */
function AlertDialogAction({ variant = 'solid', tone = 'accent', ...rest }: AlertDialogActionProps) {
  return (
    <RadixAlertDialog.Action asChild>
      <Button data-slot="alert-dialog-action" variant={variant} tone={tone} {...rest} />
    </RadixAlertDialog.Action>
  );
}

export type AlertDialogProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state (trigger, cancel, action, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the confirmation (rendered with `asChild`, e.g. a `Button`). */
  trigger?: ReactNode;
  /** The question, e.g. '¿Eliminar informe?'. */
  title: ReactNode;
  /** The consequence, e.g. 'Esta acción no se puede deshacer.'. */
  description: ReactNode;
  /** Label of the confirming button, e.g. 'Eliminar'. */
  actionLabel: ReactNode;
  /** Label of the dismissing button. @default es.common.cancel ('Cancelar') */
  cancelLabel?: ReactNode;
  /** `critical` paints the action red, for destructive confirmations. @default 'accent' */
  tone?: (typeof alertDialogTones)[number];
  /** Called when the user confirms; the dialog then closes. */
  onAction?: () => void;
  /** Called when the user cancels (button or Escape closes without acting). */
  onCancel?: () => void;
  /** Extra content under the description. */
  children?: ReactNode;
} & Omit<ComponentProps<typeof RadixAlertDialog.Content>, 'title' | 'children'>;

/**
 * A confirmation that interrupts (Radix AlertDialog, role `alertdialog`). Convenience form:
 * `<AlertDialog title description actionLabel tone="critical" onAction trigger={<Button/>} />`.
 * For other layouts compose `AlertDialog.Root/Trigger/Content/Header/Title/Description/Body/Footer/
 * Cancel/Action`. Props other than these go to the content element.
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  actionLabel,
  cancelLabel = es.common.cancel,
  tone = 'accent',
  onAction,
  onCancel,
  children,
  onEscapeKeyDown,
  ...rest
}: AlertDialogProps) {
  return (
    <AlertDialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-tone={tone}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!event.defaultPrevented) onCancel?.();
        }}
        {...rest}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children ? <AlertDialogBody>{children}</AlertDialogBody> : null}
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onCancel?.()}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction tone={tone} onClick={() => onAction?.()}>
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialogRoot>
  );
}

AlertDialog.Root = AlertDialogRoot;
AlertDialog.Trigger = AlertDialogTrigger;
AlertDialog.Content = AlertDialogContent;
AlertDialog.Header = AlertDialogHeader;
AlertDialog.Title = AlertDialogTitle;
AlertDialog.Description = AlertDialogDescription;
AlertDialog.Body = AlertDialogBody;
AlertDialog.Footer = AlertDialogFooter;
AlertDialog.Cancel = AlertDialogCancel;
AlertDialog.Action = AlertDialogAction;
