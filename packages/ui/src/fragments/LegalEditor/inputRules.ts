import {
  ellipsis,
  emDash,
  inputRules,
  textblockTypeInputRule,
  wrappingInputRule,
  type InputRule,
} from 'prosemirror-inputrules';
import type { Plugin } from 'prosemirror-state';
import { schema } from './schema';

/**
 * Markdown-like shortcuts typed at the start of a block: '# '…'###### ' headings, '> ' quote, '1. '
 * numbered list, '- ' or '* ' bullet list, '[ ] ' check list, '```' code block; plus '...' → '…' and
 * '--' → '—'. Mod-z undoes them.
 */
export function buildInputRules(): InputRule[] {
  const { nodes } = schema;
  return [
    ellipsis,
    emDash,
    textblockTypeInputRule(/^(#{1,6})\s$/, nodes.heading, (match) => ({ level: match[1]?.length ?? 1 })),
    wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
    wrappingInputRule(/^(\d+)\.\s$/, nodes.ordered_list),
    wrappingInputRule(/^\s*([-*])\s$/, nodes.bullet_list),
    wrappingInputRule(/^\s*\[ ?\]\s$/, nodes.check_list),
    textblockTypeInputRule(/^```$/, nodes.code_block),
  ];
}

/** The input-rules plugin. */
export function inputRulesPlugin(): Plugin {
  return inputRules({ rules: buildInputRules() });
}
