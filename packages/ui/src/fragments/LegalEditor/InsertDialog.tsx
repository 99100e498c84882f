import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import * as es from '../../i18n/es';
import type { LegalEditorDialogKind } from './Toolbar';
import { safeImageSrc, safeLinkHref, videoEmbedUrl } from './urls';
import * as styles from './LegalEditor.css';

/** Copy of the insert dialogs; defaults from `es.legalEditor.dialogs`. */
export type InsertDialogLabels = (typeof es.legalEditor)['dialogs'];

/** What a dialog inserts, validated. */
export type InsertDialogResult =
  | { kind: 'link'; href: string; text: string }
  | { kind: 'unlink' }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; src: string }
  | { kind: 'formula'; latex: string };

export type InsertDialogProps = {
  /** The open dialog, or `null` when closed. */
  kind: LegalEditorDialogKind | null;
  /** Current link target, shown when editing a link (and enables 'Quitar enlace'). */
  currentHref?: string | null;
  /** Whether the selection is empty (the link dialog then asks for the link text). */
  emptySelection?: boolean;
  /** Called with the validated result. */
  onSubmit: (result: InsertDialogResult) => void;
  /** Called when the dialog closes without inserting. */
  onClose: () => void;
  /** Where focus goes when the dialog closes; the editor gives it back to the text. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Copy overrides. */
  labels?: Partial<InsertDialogLabels>;
};

/**
 * The link, image, video and formula dialogs of the legal editor: one field (two for links and images),
 * validated on submit — links http/https/mailto, images http(s), videos YouTube or Vimeo only (turned
 * into embed URLs), formulas non-empty LaTeX.
 */
export function InsertDialog({ kind, ...rest }: InsertDialogProps) {
  // Remounted per opening so the fields start from the current link.
  return kind ? <InsertDialogOpen key={kind} kind={kind} {...rest} /> : null;
}

function InsertDialogOpen({
  kind,
  currentHref = null,
  emptySelection = false,
  onSubmit,
  onClose,
  onCloseAutoFocus,
  labels: labelOverrides,
}: InsertDialogProps & { kind: LegalEditorDialogKind }) {
  const labels: InsertDialogLabels = { ...es.legalEditor.dialogs, ...labelOverrides };
  const [value, setValue] = useState(kind === 'link' ? (currentHref ?? '') : '');
  const [extra, setExtra] = useState('');
  const [error, setError] = useState<string | null>(null);

  const copy = {
    link: { title: labels.linkTitle, field: labels.linkField, error: labels.linkError },
    image: { title: labels.imageTitle, field: labels.imageField, error: labels.imageError },
    video: { title: labels.videoTitle, field: labels.videoField, error: labels.videoError },
    formula: { title: labels.formulaTitle, field: labels.formulaField, error: labels.formulaError },
  }[kind];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (kind === 'link') {
      const href = safeLinkHref(value);
      if (!href) return setError(copy.error);
      return onSubmit({ kind, href, text: extra });
    }
    if (kind === 'image') {
      const src = safeImageSrc(value);
      if (!src) return setError(copy.error);
      return onSubmit({ kind, src, alt: extra.trim() });
    }
    if (kind === 'video') {
      const src = videoEmbedUrl(value);
      if (!src) return setError(copy.error);
      return onSubmit({ kind, src });
    }
    const latex = value.trim();
    if (!latex) return setError(copy.error);
    return onSubmit({ kind, latex });
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content
        data-slot="legal-editor-dialog"
        data-kind={kind}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Header>
          <Dialog.Title>{copy.title}</Dialog.Title>
        </Dialog.Header>
        <form noValidate onSubmit={submit} className={styles.dialogForm}>
          <Dialog.Body className={styles.dialogForm}>
            <TextField
              label={copy.field}
              type={kind === 'formula' ? 'text' : 'url'}
              value={value}
              onValueChange={(next) => {
                setValue(next);
                setError(null);
              }}
              error={error ?? undefined}
              autoComplete="off"
              spellCheck={false}
              required
            />
            {kind === 'link' && emptySelection ? (
              <TextField
                label={labels.linkTextField}
                value={extra}
                onValueChange={setExtra}
                autoComplete="off"
              />
            ) : null}
            {kind === 'image' ? (
              <TextField
                label={labels.imageAltField}
                value={extra}
                onValueChange={setExtra}
                autoComplete="off"
              />
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            {kind === 'link' && currentHref ? (
              <Button variant="outline" tone="critical" onClick={() => onSubmit({ kind: 'unlink' })}>
                {labels.removeLink}
              </Button>
            ) : null}
            <Button variant="outline" tone="neutral" onClick={onClose}>
              {labels.cancel}
            </Button>
            <Button type="submit">{labels.insert}</Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
