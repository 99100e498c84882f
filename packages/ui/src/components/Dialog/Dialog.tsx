import type { ComponentProps, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '../Button';
import { Icon } from '../../primitives/Icon';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import * as styles from './Dialog.css';

export type DialogRootProps = ComponentProps<typeof RadixDialog.Root>;

/** State holder of a compound dialog: `open/defaultOpen/onOpenChange` (Radix Dialog). */
function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof RadixDialog.Trigger>;

/** The element that opens the dialog. Use `asChild` to lend the behaviour to a `Button`. */
function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogContentProps = {
  /** Accessible name of the close icon button. @default es.common.close ('Cerrar') */
  closeLabel?: string;
  /** Shows the close icon button in the top corner. @default true */
  showClose?: boolean;
} & ComponentProps<typeof RadixDialog.Content>;

/**
 * The modal panel: rendered in a portal over the overlay, traps focus, closes on Escape and on an
 * outside click, and returns focus to the trigger.
 */
function DialogContent({
  closeLabel = es.common.close,
  showClose = true,
  className,
  children,
  ...rest
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay data-slot="dialog-overlay" className={styles.overlay} />
      <RadixDialog.Content data-slot="dialog-content" className={cx(styles.content, className)} {...rest}>
        {children}
        {showClose ? (
          <RadixDialog.Close asChild>
            <Button
              variant="ghost"
              tone="neutral"
              size="sm"
              aria-label={closeLabel}
              data-slot="dialog-close-button"
              className={styles.close}
            >
              <Icon icon={X} size="sm" />
            </Button>
          </RadixDialog.Close>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogHeaderProps = ComponentProps<'div'>;

/** Groups the title and description. */
function DialogHeader({ className, ...rest }: DialogHeaderProps) {
  return <div data-slot="dialog-header" className={cx(styles.header, className)} {...rest} />;
}

export type DialogTitleProps = ComponentProps<typeof RadixDialog.Title>;

/** The dialog's accessible name (an `h2`). Every dialog needs one. */
function DialogTitle({ className, ...rest }: DialogTitleProps) {
  return (
    <RadixDialog.Title
      data-slot="dialog-title"
      className={cx(styles.title, styles.titleWithClose, className)}
      {...rest}
    />
  );
}

export type DialogDescriptionProps = ComponentProps<typeof RadixDialog.Description>;

/** The dialog's accessible description, in muted text. */
function DialogDescription({ className, ...rest }: DialogDescriptionProps) {
  return (
    <RadixDialog.Description
      data-slot="dialog-description"
      className={cx(styles.description, className)}
      {...rest}
    />
  );
}

export type DialogBodyProps = ComponentProps<'div'>;

/** Free content between the header and the footer. */
function DialogBody({ className, ...rest }: DialogBodyProps) {
  return <div data-slot="dialog-body" className={cx(styles.body, className)} {...rest} />;
}

export type DialogFooterProps = ComponentProps<'div'>;

/** The action row, aligned to the end; wraps on narrow screens. */
function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div data-slot="dialog-footer" className={cx(styles.footer, className)} {...rest} />;
}

export type DialogCloseProps = ComponentProps<typeof RadixDialog.Close>;

/** Closes the dialog when activated. Use `asChild` around a `Button` (e.g. 'Cancelar'). */
function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close data-slot="dialog-close" {...props} />;
}

export type DialogProps = {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the next open state (Escape, outside click, close button, trigger). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`, e.g. a `Button`). */
  trigger?: ReactNode;
  /** Accessible name, shown as the heading. */
  title: ReactNode;
  /** Accessible description under the title. */
  description?: ReactNode;
  /** Actions at the bottom, usually Buttons; wrap a cancel button in `Dialog.Close asChild`. */
  footer?: ReactNode;
  /** Accessible name of the close icon button. @default es.common.close ('Cerrar') */
  closeLabel?: string;
  /** Shows the close icon button. @default true */
  showClose?: boolean;
} & Omit<ComponentProps<typeof RadixDialog.Content>, 'title'>;

/**
 * A modal dialog (Radix Dialog). Either the convenience form
 * `<Dialog open onOpenChange title description footer>{body}</Dialog>`, or compose the parts:
 * `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Header`, `Dialog.Title`,
 * `Dialog.Description`, `Dialog.Body`, `Dialog.Footer`, `Dialog.Close`. Props other than these go to the
 * content element.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  closeLabel,
  showClose,
  children,
  ...rest
}: DialogProps) {
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        closeLabel={closeLabel}
        showClose={showClose}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
  );
}

Dialog.Root = DialogRoot;
Dialog.Trigger = DialogTrigger;
Dialog.Content = DialogContent;
Dialog.Header = DialogHeader;
Dialog.Title = DialogTitle;
Dialog.Description = DialogDescription;
Dialog.Body = DialogBody;
Dialog.Footer = DialogFooter;
Dialog.Close = DialogClose;
