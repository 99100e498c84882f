import type { StyleRule } from '@vanilla-extract/css';
import { components, fragments } from './layers.css';

/**
 * Wraps a style rule in the components layer: `style(inComponents({ … }))`. The loose input type lets
 * rules use `selectors` and `@media` freely; vanilla-extract validates the result at build time. (A plain
 * module, because a `.css.ts` file may only export serialisable values.)
 */
export function inComponents(rule: object): StyleRule {
  return { '@layer': { [components]: rule } } as StyleRule;
}

/** Wraps a style rule in the fragments layer: `style(inFragments({ … }))`. */
export function inFragments(rule: object): StyleRule {
  return { '@layer': { [fragments]: rule } } as StyleRule;
}
