import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import { Fragment, Slice, type MarkType, type Node, type NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, wrapInList } from 'prosemirror-schema-list';
import { AllSelection, TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { type Alignment, type FontFamily, type FontSize, maxIndent, schema } from './schema';

/**
 * The toolbar's and keymap's commands and the queries behind the toolbar's pressed states. Pure functions
 * of the schema (no React, no view).
 */

const { nodes, marks } = schema;

/** Whether the mark is on the selection (or stored for the next typed text). */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The attribute of the mark at the selection start, or `null`. */
export function markAttr(state: EditorState, type: MarkType, attr: string): string | null {
  const { $from, empty, from, to } = state.selection;
  const found = empty ? type.isInSet(state.storedMarks ?? $from.marks()) : undefined;
  if (found) return found.attrs[attr] as string;
  if (empty) return null;
  let value: string | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    if (value !== null) return false;
    const mark = type.isInSet(node.marks);
    if (mark) value = mark.attrs[attr] as string;
    return true;
  });
  return value;
}

/** Textblocks touched by the selection, with their positions. */
function textblocks(state: EditorState): { node: Node; pos: number }[] {
  const found: { node: Node; pos: number }[] = [];
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node, pos) => {
    if (node.isTextblock) {
      found.push({ node, pos });
      return false;
    }
    return true;
  });
  return found;
}

/** The first selected textblock (also under a whole-document selection). */
export function currentBlock(state: EditorState): Node {
  const { $from } = state.selection;
  if ($from.parent.isTextblock) return $from.parent;
  return textblocks(state)[0]?.node ?? $from.parent;
}

/** Sets block attributes (alignment, indent, direction) on every selected paragraph and heading. */
function updateBlocks(update: (node: Node) => Record<string, unknown> | null): Command {
  return (state, dispatch) => {
    const targets = textblocks(state).filter(
      ({ node }) => node.type === nodes.paragraph || node.type === nodes.heading,
    );
    const changes = targets
      .map(({ node, pos }) => ({ node, pos, attrs: update(node) }))
      .filter((change) => change.attrs !== null);
    if (changes.length === 0) return false;
    if (dispatch) {
      const tr = state.tr;
      for (const { node, pos, attrs } of changes)
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs });
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Toggles a simple mark (bold, italic, underline, strike, sub, sup). */
export const toggle = (type: MarkType): Command => toggleMark(type);

/** Adds a mark with attributes to the selection, or removes it when `attrs` is `null`. */
export function setMark(type: MarkType, attrs: Record<string, unknown> | null): Command {
  return (state, dispatch) => {
    const { from, to, empty } = state.selection;
    if (dispatch) {
      const tr = state.tr;
      if (empty) {
        const current = state.storedMarks ?? state.selection.$from.marks();
        const without = type.removeFromSet(current);
        tr.setStoredMarks(attrs ? type.create(attrs).addToSet(without) : without);
      } else {
        tr.removeMark(from, to, type);
        if (attrs) tr.addMark(from, to, type.create(attrs));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export const setFont = (family: FontFamily | null) => setMark(marks.font, family ? { family } : null);
export const setSize = (size: FontSize) => setMark(marks.size, size === 'normal' ? null : { size });
export const setColor = (color: string | null) => setMark(marks.color, color ? { color } : null);
export const setBackground = (color: string | null) => setMark(marks.background, color ? { color } : null);

/** The heading level of the selection's block, or 0 for any other block. */
export function headingLevel(state: EditorState): number {
  const block = currentBlock(state);
  return block.type === nodes.heading ? (block.attrs.level as number) : 0;
}

/** Toggles heading `level` on the selected blocks (back to a paragraph when already that level). */
export function toggleHeading(level: number): Command {
  return (state, dispatch) => {
    const active = headingLevel(state) === level;
    const blocks = textblocks(state).filter(
      ({ node }) => node.type === nodes.paragraph || node.type === nodes.heading,
    );
    if (blocks.length === 0) return setBlockType(nodes.heading, { level })(state, dispatch);
    if (dispatch) {
      const tr = state.tr;
      for (const { node, pos } of blocks) {
        const { align, indent, dir } = node.attrs;
        if (active) tr.setNodeMarkup(pos, nodes.paragraph, { align, indent, dir });
        else tr.setNodeMarkup(pos, nodes.heading, { level, align, indent, dir });
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** The alignment of the selection's block. */
export function blockAlignment(state: EditorState): Alignment {
  return (currentBlock(state).attrs.align as Alignment | null) ?? 'left';
}

export const setAlignment = (align: Alignment): Command =>
  updateBlocks(() => ({ align: align === 'left' ? null : align }));

/** Whether the selection's block is right-to-left. */
export function isRtl(state: EditorState): boolean {
  return currentBlock(state).attrs.dir === 'rtl';
}

/** Toggles right-to-left direction on the selected blocks. */
export const toggleRtl: Command = (state, dispatch) => {
  const next = isRtl(state) ? null : 'rtl';
  return updateBlocks(() => ({ dir: next }))(state, dispatch);
};

/** The selection's start, moved into the first selected textblock (for whole-document selections). */
function startInBlock(state: EditorState) {
  const { $from } = state.selection;
  if ($from.parent.isTextblock) return $from;
  const first = textblocks(state)[0];
  return first ? state.doc.resolve(first.pos + 1) : $from;
}

/**
 * The selection as a text selection: a whole-document selection (Mod-a) becomes the text selection
 * over the same content, which list, quote and block commands can work with.
 */
export const normaliseSelection: Command = (state, dispatch) => {
  if (!(state.selection instanceof AllSelection)) return false;
  if (dispatch) {
    const size = state.doc.content.size;
    dispatch(state.tr.setSelection(TextSelection.between(state.doc.resolve(0), state.doc.resolve(size))));
  }
  return true;
};

/** The innermost list around the selection, with its depth, or `null`. */
export function currentList(state: EditorState): { node: Node; depth: number } | null {
  const $from = startInBlock(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (
      node.type === nodes.ordered_list ||
      node.type === nodes.bullet_list ||
      node.type === nodes.check_list
    ) {
      return { node, depth };
    }
  }
  return null;
}

/** Sets `checked` on the items of every check list and clears it elsewhere, so the HTML stays exact. */
export function normaliseCheckItems(state: EditorState) {
  const tr = state.tr;
  state.doc.descendants((node, pos, parent) => {
    if (node.type !== nodes.list_item) return true;
    const inCheck = parent?.type === nodes.check_list;
    const checked = node.attrs.checked as boolean | null;
    if (inCheck && checked === null) tr.setNodeMarkup(pos, undefined, { checked: false });
    if (!inCheck && checked !== null) tr.setNodeMarkup(pos, undefined, { checked: null });
    return true;
  });
  return tr.docChanged ? tr : null;
}

/** Wraps the selection in a list of `type`, turns another kind of list into it, or lifts it out. */
export function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const list = currentList(state);
    if (list && list.node.type === type) return liftListItem(nodes.list_item)(state, dispatch);
    if (list) {
      if (dispatch) {
        const pos = startInBlock(state).before(list.depth);
        dispatch(state.tr.setNodeMarkup(pos, type).scrollIntoView());
      }
      return true;
    }
    return wrapInList(type)(state, dispatch);
  };
}

/** Ticks or unticks the check-list item around the selection (Mod-Enter). */
export const toggleChecked: Command = (state, dispatch) => {
  const $from = startInBlock(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.list_item && node.attrs.checked !== null) {
      if (dispatch) {
        const pos = $from.before(depth);
        dispatch(state.tr.setNodeMarkup(pos, undefined, { checked: !node.attrs.checked }));
      }
      return true;
    }
  }
  return false;
};

/** Indents: nests a list item, or raises the block's indent class up to `le-indent-8`. */
export const indent: Command = (state, dispatch) => {
  if (currentList(state)) return sinkListItem(nodes.list_item)(state, dispatch);
  return updateBlocks((node) =>
    (node.attrs.indent as number) >= maxIndent ? null : { indent: (node.attrs.indent as number) + 1 },
  )(state, dispatch);
};

/** Outdents: lifts a list item, or lowers the block's indent class. */
export const outdent: Command = (state, dispatch) => {
  if (currentList(state)) return liftListItem(nodes.list_item)(state, dispatch);
  return updateBlocks((node) =>
    (node.attrs.indent as number) <= 0 ? null : { indent: (node.attrs.indent as number) - 1 },
  )(state, dispatch);
};

/** Whether the selection sits in a node of `type` (blockquote, code block). */
export function isInside(state: EditorState, type: NodeType): boolean {
  const $from = startInBlock(state);
  for (let depth = $from.depth; depth > 0; depth -= 1) if ($from.node(depth).type === type) return true;
  return false;
}

/** Wraps the selection in a blockquote, or lifts it out of one. */
export const toggleBlockquote: Command = (state, dispatch) =>
  isInside(state, nodes.blockquote) ? lift(state, dispatch) : wrapIn(nodes.blockquote)(state, dispatch);

/** Turns the selected blocks into a code block, or back into paragraphs. */
export const toggleCodeBlock: Command = (state, dispatch) =>
  currentBlock(state).type === nodes.code_block
    ? setBlockType(nodes.paragraph)(state, dispatch)
    : setBlockType(nodes.code_block)(state, dispatch);

/**
 * Clears formatting: removes every mark from the selection (or the stored marks), turns headings and
 * code blocks into paragraphs and drops alignment, indent and direction.
 */
export const clearFormatting: Command = (state, dispatch) => {
  if (dispatch) {
    const { from, to, empty } = state.selection;
    const tr = state.tr;
    if (empty) tr.setStoredMarks([]);
    else for (const type of Object.values(marks)) tr.removeMark(from, to, type);
    for (const { node, pos } of textblocks(state)) {
      if (node.type === nodes.heading || node.type === nodes.paragraph || node.type === nodes.code_block) {
        tr.setNodeMarkup(pos, nodes.paragraph, {});
      }
    }
    dispatch(tr.scrollIntoView());
  }
  return true;
};

/** Links the selection to `href`; with an empty selection inserts `text` (or the URL) as a link. */
export function setLink(href: string, text?: string): Command {
  return (state, dispatch) => {
    if (dispatch) {
      const { from, to, empty } = state.selection;
      const mark = marks.link.create({ href });
      const tr = state.tr;
      if (empty) tr.insert(from, schema.text(text?.trim() || href, [mark]));
      else tr.removeMark(from, to, marks.link).addMark(from, to, mark);
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Removes links from the selection, or from the whole link around an empty selection. */
export const removeLink: Command = (state, dispatch) => {
  const { $from, from, to, empty } = state.selection;
  let start = from;
  let end = to;
  if (empty) {
    const link = marks.link.isInSet(state.storedMarks ?? $from.marks());
    if (!link) return false;
    let runStart = -1;
    let runEnd = -1;
    let done = false;
    $from.parent.forEach((child, offset) => {
      if (done) return;
      const childStart = $from.start() + offset;
      const childEnd = childStart + child.nodeSize;
      if (link.isInSet(child.marks)) {
        if (runStart < 0) runStart = childStart;
        runEnd = childEnd;
      } else if (runStart >= 0 && runEnd >= from) done = true;
      else runStart = -1;
    });
    if (runStart < 0 || runStart > from || runEnd < from) return false;
    start = runStart;
    end = runEnd;
  }
  if (dispatch) dispatch(state.tr.removeMark(start, end, marks.link).scrollIntoView());
  return true;
};

/** The href of the link at the selection, or `null`. */
export const linkHref = (state: EditorState): string | null => markAttr(state, marks.link, 'href');

/** Inserts a node (image, formula, video) at the selection. */
function insertNode(node: Node): Command {
  return (state, dispatch) => {
    if (dispatch) dispatch(state.tr.replaceSelectionWith(node).scrollIntoView());
    return true;
  };
}

export const insertImage = (src: string, alt = '') => insertNode(nodes.image.create({ src, alt }));
export const insertVideo = (src: string) => insertNode(nodes.video.create({ src }));
export const insertFormula = (latex: string) => insertNode(nodes.formula.create({ latex }));

/** One block of a quick template: plain text; `heading` makes it a level-2 heading. */
export type TemplateBlock = { text: string; heading?: boolean; align?: Alignment; bold?: boolean };

/** Inserts template blocks at the selection (a single paragraph goes inline into the current block). */
export function insertTemplate(blocks: readonly TemplateBlock[]): Command {
  return (state, dispatch) => {
    if (dispatch) {
      const tr = state.tr;
      const only = blocks[0];
      if (blocks.length === 1 && only && !only.heading && state.selection.$from.parent.isTextblock) {
        tr.insertText(only.text);
      } else {
        const content = blocks.map((block) => {
          const text = block.text ? [schema.text(block.text, block.bold ? [marks.strong.create()] : [])] : [];
          const align = block.align && block.align !== 'left' ? block.align : null;
          return block.heading
            ? nodes.heading.create({ level: 2, align }, text)
            : nodes.paragraph.create({ align }, text);
        });
        const { $from } = state.selection;
        const emptyBlock = $from.parent.isTextblock && $from.parent.content.size === 0 && $from.depth >= 1;
        if (emptyBlock) {
          tr.replaceWith($from.before(), $from.after(), content);
          tr.setSelection(
            TextSelection.near(tr.doc.resolve($from.before() + Fragment.from(content).size - 1), -1),
          );
        } else tr.replaceSelection(new Slice(Fragment.from(content), 0, 0));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}
