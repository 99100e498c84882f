import { useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import {
  AlignCenter,
  AlignJustify,
  AlignLeft,
  AlignRight,
  Bold,
  CodeXml,
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  Heading5,
  Heading6,
  Image,
  IndentDecrease,
  IndentIncrease,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  PilcrowLeft,
  Quote,
  Redo2,
  RemoveFormatting,
  Sigma,
  Strikethrough,
  Subscript,
  Superscript,
  Underline,
  Undo2,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { redo, redoDepth, undo, undoDepth } from 'prosemirror-history';
import type { Command, EditorState } from 'prosemirror-state';
import { IconButton } from '../../components/IconButton';
import { Tooltip } from '../../components/Tooltip';
import * as es from '../../i18n/es';
import { cx } from '../../utils/cx';
import {
  blockAlignment,
  clearFormatting,
  currentBlock,
  currentList,
  headingLevel,
  indent,
  isInside,
  isMarkActive,
  isRtl,
  linkHref,
  markAttr,
  outdent,
  setAlignment,
  setBackground,
  setColor,
  setFont,
  setSize,
  toggle,
  toggleBlockquote,
  toggleCodeBlock,
  toggleHeading,
  toggleList,
  toggleRtl,
} from './commands';
import {
  fontFamilies,
  fontSizes,
  legalColors,
  legalHighlights,
  schema,
  type Alignment,
  type FontSize,
} from './schema';
import * as styles from './LegalEditor.css';

/** Copy of the toolbar; defaults from `es.legalEditor.toolbar`. */
export type LegalEditorToolbarLabels = (typeof es.legalEditor)['toolbar'];

/** Dialogs the toolbar opens. */
export type LegalEditorDialogKind = 'link' | 'image' | 'video' | 'formula';

export type LegalEditorToolbarProps = {
  /** The editor state the pressed states are read from. */
  state: EditorState;
  /** Runs a command on the editor (and gives it the focus back). */
  run: (command: Command) => void;
  /** Opens an insert dialog. */
  onOpenDialog: (kind: LegalEditorDialogKind) => void;
  /** Disables every control (read-only editor). @default false */
  disabled?: boolean;
  /** Copy overrides. */
  labels?: Partial<LegalEditorToolbarLabels>;
} & Omit<ComponentProps<'div'>, 'children'>;

type ToggleItem = {
  id: string;
  label: string;
  icon: LucideIcon;
  command: Command;
  /** `undefined` for plain actions (no aria-pressed). */
  pressed?: boolean;
  /** Shortcut shown in the tooltip. */
  shortcut?: string;
  /** Not applicable now (aria-disabled, still focusable in the toolbar). */
  unavailable?: boolean;
  /** Opens a dialog instead of running a command. */
  dialog?: LegalEditorDialogKind;
};

const headingIcons = [Heading1, Heading2, Heading3, Heading4, Heading5, Heading6] as const;

/**
 * The editor's formatting toolbar (role toolbar, one tab stop, arrow keys/Home/End move between
 * controls). Buttons keep the editor's focus on mouse down, show their Spanish name in a tooltip and
 * expose `aria-pressed` for marks and block formats that are on.
 */
export function LegalEditorToolbar({
  state,
  run,
  onOpenDialog,
  disabled = false,
  labels: labelOverrides,
  className,
  ...rest
}: LegalEditorToolbarProps) {
  const labels: LegalEditorToolbarLabels = { ...es.legalEditor.toolbar, ...labelOverrides };
  const [activeId, setActiveId] = useState('bold');
  const { marks, nodes } = schema;
  const level = headingLevel(state);
  const align = blockAlignment(state);
  const list = currentList(state)?.node.type;
  const inCode = currentBlock(state).type === nodes.code_block;

  const groups: ToggleItem[][] = [
    [
      {
        id: 'undo',
        label: labels.undo,
        icon: Undo2,
        command: undo,
        shortcut: 'Ctrl+Z',
        unavailable: undoDepth(state) === 0,
      },
      {
        id: 'redo',
        label: labels.redo,
        icon: Redo2,
        command: redo,
        shortcut: 'Ctrl+Y',
        unavailable: redoDepth(state) === 0,
      },
    ],
    headingIcons.map((icon, index) => ({
      id: `h${index + 1}`,
      label: labels.heading(index + 1),
      icon,
      command: toggleHeading(index + 1),
      pressed: level === index + 1,
    })),
    [
      {
        id: 'bold',
        label: labels.bold,
        icon: Bold,
        command: toggle(marks.strong),
        pressed: isMarkActive(state, marks.strong),
        shortcut: 'Ctrl+B',
      },
      {
        id: 'italic',
        label: labels.italic,
        icon: Italic,
        command: toggle(marks.em),
        pressed: isMarkActive(state, marks.em),
        shortcut: 'Ctrl+I',
      },
      {
        id: 'underline',
        label: labels.underline,
        icon: Underline,
        command: toggle(marks.underline),
        pressed: isMarkActive(state, marks.underline),
        shortcut: 'Ctrl+U',
      },
      {
        id: 'strike',
        label: labels.strike,
        icon: Strikethrough,
        command: toggle(marks.strike),
        pressed: isMarkActive(state, marks.strike),
      },
      {
        id: 'subscript',
        label: labels.subscript,
        icon: Subscript,
        command: toggle(marks.subscript),
        pressed: isMarkActive(state, marks.subscript),
      },
      {
        id: 'superscript',
        label: labels.superscript,
        icon: Superscript,
        command: toggle(marks.superscript),
        pressed: isMarkActive(state, marks.superscript),
      },
    ],
    [
      {
        id: 'ordered',
        label: labels.orderedList,
        icon: ListOrdered,
        command: toggleList(nodes.ordered_list),
        pressed: list === nodes.ordered_list,
      },
      {
        id: 'bullet',
        label: labels.bulletList,
        icon: List,
        command: toggleList(nodes.bullet_list),
        pressed: list === nodes.bullet_list,
      },
      {
        id: 'check',
        label: labels.checkList,
        icon: ListChecks,
        command: toggleList(nodes.check_list),
        pressed: list === nodes.check_list,
      },
      {
        id: 'outdent',
        label: labels.outdent,
        icon: IndentDecrease,
        command: outdent,
        unavailable: !outdent(state),
      },
      {
        id: 'indent',
        label: labels.indent,
        icon: IndentIncrease,
        command: indent,
        unavailable: !indent(state),
      },
      { id: 'rtl', label: labels.rtl, icon: PilcrowLeft, command: toggleRtl, pressed: isRtl(state) },
    ],
    (
      [
        ['left', labels.alignLeft, AlignLeft],
        ['center', labels.alignCenter, AlignCenter],
        ['right', labels.alignRight, AlignRight],
        ['justify', labels.alignJustify, AlignJustify],
      ] as const
    ).map(([value, label, icon]: readonly [Alignment, string, LucideIcon]) => ({
      id: `align-${value}`,
      label,
      icon,
      command: setAlignment(value),
      pressed: align === value,
    })),
    [
      {
        id: 'link',
        label: labels.link,
        icon: Link,
        command: () => false,
        dialog: 'link',
        pressed: linkHref(state) !== null,
      },
      {
        id: 'image',
        label: labels.image,
        icon: Image,
        command: () => false,
        dialog: 'image',
        unavailable: inCode,
      },
      { id: 'video', label: labels.video, icon: Video, command: () => false, dialog: 'video' },
      {
        id: 'formula',
        label: labels.formula,
        icon: Sigma,
        command: () => false,
        dialog: 'formula',
        unavailable: inCode,
      },
      {
        id: 'blockquote',
        label: labels.blockquote,
        icon: Quote,
        command: toggleBlockquote,
        pressed: isInside(state, nodes.blockquote),
      },
      { id: 'code-block', label: labels.codeBlock, icon: CodeXml, command: toggleCodeBlock, pressed: inCode },
      { id: 'clear', label: labels.clear, icon: RemoveFormatting, command: clearFormatting },
    ],
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item]'));
    const current = items.findIndex((item) => item === document.activeElement);
    if (current < 0) return;
    event.preventDefault();
    const last = items.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (current + 1) % items.length
            : (current - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const roving = (id: string) => ({
    'data-toolbar-item': id,
    tabIndex: id === activeId ? 0 : -1,
    onFocus: () => setActiveId(id),
  });

  const button = (item: ToggleItem) => (
    <Tooltip
      key={item.id}
      content={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
      delayDuration={600}
    >
      <IconButton
        {...roving(item.id)}
        icon={item.icon}
        label={item.label}
        size="sm"
        variant={item.pressed ? 'soft' : 'ghost'}
        tone={item.pressed ? 'accent' : 'neutral'}
        aria-pressed={item.pressed === undefined ? undefined : item.pressed}
        aria-disabled={disabled || item.unavailable || undefined}
        data-state={item.pressed === undefined ? undefined : item.pressed ? 'on' : 'off'}
        data-slot="legal-editor-tool"
        className={styles.tool}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          if (disabled || item.unavailable) return;
          if (item.dialog) onOpenDialog(item.dialog);
          else run(item.command);
        }}
      />
    </Tooltip>
  );

  const select = (
    id: string,
    label: string,
    value: string,
    options: readonly { value: string; label: string; swatch?: string }[],
    onChange: (value: string) => void,
  ): ReactNode => (
    <select
      {...roving(id)}
      key={id}
      aria-label={label}
      title={label}
      value={value}
      disabled={disabled}
      data-slot="legal-editor-select"
      className={styles.select}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  const colorName = (name: string) => labels.colorNames[name as keyof typeof labels.colorNames] ?? name;

  return (
    <div
      role="toolbar"
      aria-label={labels.label}
      aria-orientation="horizontal"
      aria-disabled={disabled || undefined}
      data-slot="legal-editor-toolbar"
      className={cx(styles.toolbar, className)}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {groups.slice(0, 2).map((group, index) => (
        <div key={index} role="group" className={styles.toolGroup}>
          {group.map(button)}
        </div>
      ))}
      <div role="group" className={styles.toolGroup}>
        {select(
          'font',
          labels.font,
          markAttr(state, marks.font, 'family') ?? '',
          [
            { value: '', label: labels.fontOptions.default },
            ...fontFamilies.map((family) => ({ value: family, label: labels.fontOptions[family] })),
          ],
          (value) => run(setFont(value ? (value as (typeof fontFamilies)[number]) : null)),
        )}
        {select(
          'size',
          labels.size,
          markAttr(state, marks.size, 'size') ?? 'normal',
          fontSizes.map((size) => ({ value: size, label: labels.sizeOptions[size] })),
          (value) => run(setSize(value as FontSize)),
        )}
      </div>
      <div role="group" className={styles.toolGroup}>
        {(groups[2] ?? []).map(button)}
      </div>
      <div role="group" className={styles.toolGroup}>
        {select(
          'color',
          labels.color,
          markAttr(state, marks.color, 'color') ?? '',
          [
            { value: '', label: labels.colorDefault },
            ...legalColors.map((color) => ({ value: color.value, label: colorName(color.name) })),
          ],
          (value) => run(setColor(value || null)),
        )}
        {select(
          'background',
          labels.background,
          markAttr(state, marks.background, 'color') ?? '',
          [
            { value: '', label: labels.backgroundDefault },
            ...legalHighlights.map((color) => ({ value: color.value, label: colorName(color.name) })),
          ],
          (value) => run(setBackground(value || null)),
        )}
      </div>
      {groups.slice(3).map((group, index) => (
        <div key={index + 3} role="group" className={styles.toolGroup}>
          {group.map(button)}
        </div>
      ))}
    </div>
  );
}
