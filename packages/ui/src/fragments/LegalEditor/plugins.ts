import { history } from 'prosemirror-history';
import { Plugin, PluginKey, type EditorState } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';
import { normaliseCheckItems } from './commands';
import { inputRulesPlugin } from './inputRules';
import { keymapPlugins } from './keymap';
import { schema } from './schema';

/** Undo settings of spec §9 (LIMITS.undoStackDepth and LIMITS.undoDelayMs in domain). */
export const undoHistory = { depth: 50, newGroupDelay: 1000 } as const;

/** Shows `text` in the empty document's first paragraph (CSS reads `data-placeholder`). */
export function placeholderPlugin(text: string): Plugin {
  return new Plugin({
    key: new PluginKey('legal-editor-placeholder'),
    props: {
      decorations(state: EditorState) {
        const { doc } = state;
        const first = doc.firstChild;
        if (doc.childCount !== 1 || !first || !first.isTextblock || first.content.size > 0) return null;
        return DecorationSet.create(doc, [
          Decoration.node(0, first.nodeSize, { class: 'le-placeholder', 'data-placeholder': text }),
        ]);
      },
    },
  });
}

/** Keeps `checked` set exactly on check-list items, whatever command moved them between lists. */
export function checkListPlugin(): Plugin {
  return new Plugin({
    key: new PluginKey('legal-editor-check-list'),
    appendTransaction(transactions, _old, state) {
      if (!transactions.some((tr) => tr.docChanged)) return null;
      return normaliseCheckItems(state);
    },
    props: {
      handleDOMEvents: {
        /** A click on a check item's box (the item's own padding, left of its text) toggles it. */
        mousedown(view, event) {
          const target = event.target as HTMLElement | null;
          if (!target || target.nodeName !== 'LI' || !target.hasAttribute('data-checked')) return false;
          const pos = view.posAtDOM(target, 0) - 1;
          const node = view.state.doc.nodeAt(pos);
          if (!node || node.type !== schema.nodes.list_item || node.attrs.checked === null) return false;
          event.preventDefault();
          view.dispatch(view.state.tr.setNodeMarkup(pos, undefined, { checked: !node.attrs.checked }));
          return true;
        },
      },
    },
  });
}

/**
 * Every plugin of the legal editor, in order: input rules, keymaps, undo history (depth 50, groups of
 * 1 s, user actions only: programmatic changes set `addToHistory: false`), check lists and placeholder.
 */
export function buildPlugins({ placeholder }: { placeholder: string }): Plugin[] {
  return [
    inputRulesPlugin(),
    ...keymapPlugins(),
    history(undoHistory),
    checkListPlugin(),
    placeholderPlugin(placeholder),
  ];
}
