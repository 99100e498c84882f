import type { StyleRule } from '@vanilla-extract/css';
import { components, fragments } from './layers.css';

/**
 * Wraps a style rule in the components layer: `style(inComponents({ … }))`. The rule is a full
 * vanilla-extract `StyleRule` (selectors, `@media` and all), so a misspelt property or a bad value fails
 * to compile as it would outside a layer. (A plain module, because a `.css.ts` file may only export
 * serialisable values.)
 */
export function inComponents(rule: StyleRule): StyleRule {
  return { '@layer': { [components]: rule } } as StyleRule;
}

/** Wraps a style rule in the fragments layer: `style(inFragments({ … }))`. */
export function inFragments(rule: StyleRule): StyleRule {
  return { '@layer': { [fragments]: rule } } as StyleRule;
}
