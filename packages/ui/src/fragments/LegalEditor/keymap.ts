import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { splitListItem } from 'prosemirror-schema-list';
import type { Command, Plugin } from 'prosemirror-state';
import { indent, outdent, toggle, toggleChecked, toggleHeading } from './commands';
import { schema } from './schema';

/** Inserts a line break (`<br>`) inside the block. */
const hardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  if (dispatch) dispatch(state.tr.replaceSelectionWith(schema.nodes.hard_break.create()).scrollIntoView());
  return true;
});

/**
 * The editor's shortcuts: Mod-b/i/u bold, italic, underline; Mod-Shift-s strike; Mod-, and Mod-.
 * subscript and superscript; Mod-z undo; Mod-Shift-z and Mod-y redo; Mod-Alt-1…6 headings;
 * Mod-] / Mod-[ indent and outdent; Mod-Enter ticks a check-list item; Shift-Enter line break; Enter
 * splits list items. Tab is left to the
 * browser so keyboard users can leave the editor.
 */
export function buildKeymap(): Record<string, Command> {
  const keys: Record<string, Command> = {
    'Mod-b': toggle(schema.marks.strong),
    'Mod-i': toggle(schema.marks.em),
    'Mod-u': toggle(schema.marks.underline),
    'Mod-Shift-s': toggle(schema.marks.strike),
    'Mod-,': toggle(schema.marks.subscript),
    'Mod-.': toggle(schema.marks.superscript),
    'Mod-z': undo,
    'Mod-Shift-z': redo,
    'Mod-y': redo,
    'Mod-]': indent,
    'Mod-[': outdent,
    'Shift-Enter': hardBreak,
    'Mod-Enter': toggleChecked,
    Enter: splitListItem(schema.nodes.list_item),
  };
  for (const level of [1, 2, 3, 4, 5, 6]) keys[`Mod-Alt-${level}`] = toggleHeading(level);
  return keys;
}

/** The editor's keymaps: its own shortcuts first, then ProseMirror's base editing keys. */
export function keymapPlugins(): Plugin[] {
  return [keymap(buildKeymap()), keymap(baseKeymap)];
}
