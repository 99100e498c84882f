import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Save } from 'lucide-react';
import { EditorState, Selection, TextSelection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { Badge, type BadgeProps } from '../../components/Badge';
import { Button } from '../../components/Button';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  insertFormula,
  insertImage,
  insertTemplate,
  insertVideo,
  linkHref,
  normaliseSelection,
  removeLink,
  setLink,
  type TemplateBlock,
} from './commands';
import { externalReference } from '../../utils/externalReference';
import { parseHtml, serializeDoc } from './html';
import { closeUnsafeElements } from '@alegato/domain/vocabulary';
import { InsertDialog, type InsertDialogLabels, type InsertDialogResult } from './InsertDialog';
import { buildPlugins } from './plugins';
import { LegalEditorToolbar, type LegalEditorDialogKind, type LegalEditorToolbarLabels } from './Toolbar';
import * as styles from './LegalEditor.css';

/** Save states of spec §4 'Editor save status'. */
export const legalEditorSaveStatuses = ['saved', 'pending', 'saving', 'error'] as const;
export type LegalEditorSaveStatus = (typeof legalEditorSaveStatuses)[number];

/** Copy of the LegalEditor; defaults from `es.legalEditor`. */
export type LegalEditorLabels = Omit<typeof es.legalEditor, 'toolbar' | 'dialogs'> & {
  /** Toolbar names and tooltips. @default es.legalEditor.toolbar */
  toolbar: LegalEditorToolbarLabels;
  /** Insert dialogs. @default es.legalEditor.dialogs */
  dialogs: InsertDialogLabels;
};

export type LegalEditorProps = {
  /**
   * The document as HTML (controlled). A full document (`<html><head>…<body>…`) is reduced to its body.
   * A new value that differs from the editor's document replaces it (outside the undo history) without
   * calling `onChange`.
   */
  value: string;
  /** Called with the document's HTML (the report HTML contract; `''` when empty) after every user edit. */
  onChange: (html: string) => void;
  /** The save-status pill. @default 'saved' */
  saveStatus?: LegalEditorSaveStatus;
  /** Shows 'Guardar Ahora'. @default false */
  hasUnsavedChanges?: boolean;
  /** Called by 'Guardar Ahora'. */
  onSaveNow?: () => void;
  /** Copy overrides (shallow per block). */
  labels?: Partial<LegalEditorLabels>;
} & Omit<ComponentProps<'section'>, 'onChange' | 'children'>;

const statusTone: Record<LegalEditorSaveStatus, NonNullable<BadgeProps['tone']>> = {
  saved: 'positive',
  pending: 'warning',
  saving: 'info',
  error: 'critical',
};

/**
 * 'Editor de Contenido Legal' (spec §2): a ProseMirror rich-text editor whose schema is the report HTML
 * contract, with a formatting toolbar, a save-status pill, 'Guardar Ahora' while there are unsaved
 * changes, four quick legal templates, a 600 px serif area with a placeholder, and the auto-save note.
 * Controlled: the app holds the HTML and decides when to save (see app/src/reports/autoSave.ts).
 */
export function LegalEditor({
  value,
  onChange,
  saveStatus = 'saved',
  hasUnsavedChanges = false,
  onSaveNow,
  labels: labelOverrides,
  className,
  ...rest
}: LegalEditorProps) {
  const labels: LegalEditorLabels = { ...es.legalEditor, ...labelOverrides };
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  /** The last HTML this editor emitted or accepted, so the parent's echo is not re-parsed. */
  const lastHtml = useRef(value);
  const onChangeRef = useRef(onChange);
  const [editorState, setEditorState] = useState<EditorState | null>(null);
  const [dialog, setDialog] = useState<LegalEditorDialogKind | null>(null);
  const titleId = useId();

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Create the view once; labels that matter to it are read at creation.
  const placeholder = labels.placeholder;
  const areaLabel = labels.area;
  const videoTitle = labels.toolbar.video;
  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return undefined;
    const state = EditorState.create({
      doc: parseHtml(lastHtml.current),
      plugins: buildPlugins({ placeholder }),
    });
    const view: EditorView = new EditorView(mount, {
      state,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': areaLabel,
        lang: 'es',
        spellcheck: 'true',
        class: styles.content,
        'data-slot': 'legal-editor-content',
      },
      // Pasted HTML meets the same rule as loaded HTML: a bad tag never swallows what follows it.
      transformPastedHTML: closeUnsafeElements,
      nodeViews: {
        // What lives on another site is shown as a link, never loaded (ADR 0018); the saved HTML stays
        // the contract's (the schema's toDOM).
        video: (node) => {
          const dom = document.createElement('div');
          dom.className = 'le-external-block';
          const link = externalReference(document, 'video', node.attrs.src as string);
          if (link) {
            link.setAttribute('aria-label', `${videoTitle}: ${link.textContent ?? ''}`);
            dom.append(link);
          }
          return { dom };
        },
        image: (node) => {
          const { src, alt, width, height } = node.attrs as Record<string, string | null>;
          const link = src ? externalReference(document, 'image', src, alt ?? '') : null;
          if (link) return { dom: link };
          const img = document.createElement('img');
          img.src = src ?? '';
          img.alt = alt ?? '';
          if (width) img.setAttribute('width', width);
          if (height) img.setAttribute('height', height);
          return { dom: img };
        },
      },
      dispatchTransaction(tr) {
        const next = view.state.apply(tr);
        view.updateState(next);
        setEditorState(next);
        if (tr.docChanged && !tr.getMeta('legalEditorExternal')) {
          const html = serializeDoc(next.doc);
          if (html !== lastHtml.current) {
            lastHtml.current = html;
            onChangeRef.current(html);
          }
        }
      },
    });
    viewRef.current = view;
    setEditorState(view.state);
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [placeholder, areaLabel, videoTitle]);

  // A value from outside replaces the document when it differs (not an undo step, no onChange).
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastHtml.current) return;
    lastHtml.current = value;
    const doc = parseHtml(value);
    if (doc.eq(view.state.doc)) return;
    const { anchor, head } = view.state.selection;
    const tr = view.state.tr
      .replaceWith(0, view.state.doc.content.size, doc.content)
      .setMeta('addToHistory', false)
      .setMeta('legalEditorExternal', true);
    const size = tr.doc.content.size;
    try {
      tr.setSelection(
        TextSelection.between(tr.doc.resolve(Math.min(anchor, size)), tr.doc.resolve(Math.min(head, size))),
      );
    } catch {
      tr.setSelection(Selection.atStart(tr.doc));
    }
    view.dispatch(tr);
  }, [value]);

  const run = (command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    normaliseSelection(view.state, view.dispatch);
    command(view.state, view.dispatch);
    view.focus();
  };

  const insertFromDialog = (result: InsertDialogResult) => {
    setDialog(null);
    if (result.kind === 'link') run(setLink(result.href, result.text));
    else if (result.kind === 'unlink') run(removeLink);
    else if (result.kind === 'image') run(insertImage(result.src, result.alt));
    else if (result.kind === 'video') run(insertVideo(result.src));
    else run(insertFormula(result.latex));
  };

  const templates: { label: string; blocks: readonly TemplateBlock[] }[] = [
    { label: labels.templates.civilClaim, blocks: labels.templates.civilClaimBlocks },
    { label: labels.templates.fact, blocks: [{ text: labels.templates.factText }] },
    { label: labels.templates.legalGround, blocks: [{ text: labels.templates.legalGroundText }] },
    { label: labels.templates.petition, blocks: [{ text: labels.templates.petitionText }] },
  ];

  return (
    <section
      data-slot="legal-editor"
      data-state={saveStatus}
      aria-labelledby={titleId}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.header} data-slot="legal-editor-header">
        <h2 className={styles.title} id={titleId}>
          {labels.title}
        </h2>
        <div className={styles.status}>
          <Badge
            role="status"
            aria-live="polite"
            tone={statusTone[saveStatus]}
            data-slot="legal-editor-save-status"
            data-state={saveStatus}
          >
            {labels.saveStatus[saveStatus]}
          </Badge>
          {hasUnsavedChanges ? (
            <Button
              size="sm"
              variant="soft"
              startIcon={<Save aria-hidden />}
              disabled={saveStatus === 'saving'}
              onClick={() => onSaveNow?.()}
              data-slot="legal-editor-save-now"
            >
              {labels.saveNow}
            </Button>
          ) : null}
        </div>
      </div>
      <div
        role="group"
        aria-label={labels.templates.group}
        className={styles.templates}
        data-slot="legal-editor-templates"
      >
        <span className={styles.templatesLabel} aria-hidden>
          {labels.templates.group}:
        </span>
        {templates.map((item) => (
          <Button
            key={item.label}
            size="sm"
            variant="outline"
            tone="neutral"
            data-slot="legal-editor-template"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(insertTemplate(item.blocks))}
          >
            {item.label}
          </Button>
        ))}
      </div>
      <div className={styles.frame}>
        {editorState ? (
          <LegalEditorToolbar
            state={editorState}
            run={run}
            onOpenDialog={setDialog}
            labels={labels.toolbar}
          />
        ) : null}
        <div ref={mountRef} className={styles.area} data-slot="legal-editor-area" />
      </div>
      <p className={styles.footer} data-slot="legal-editor-footer">
        <span>{labels.tip}</span>
        <span>{labels.autoSaveNote}</span>
      </p>
      <InsertDialog
        kind={dialog}
        currentHref={editorState ? linkHref(editorState) : null}
        emptySelection={editorState?.selection.empty ?? true}
        onSubmit={insertFromDialog}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          viewRef.current?.focus();
        }}
        labels={labels.dialogs}
      />
    </section>
  );
}
