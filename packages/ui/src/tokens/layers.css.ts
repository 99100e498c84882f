import { layer } from '@vanilla-extract/css';

/**
 * Cascade layers of the design system, lowest first. Everything the library ships sits in a layer, so
 * an app's unlayered CSS always wins without specificity fights (HOUSE-STYLE §11).
 */
export const reset = layer('alegato.reset');
/** Theme variables and document defaults. */
export const base = layer('alegato.base');
/** Primitives and components. */
export const components = layer('alegato.components');
/** Screen fragments, which may adjust the components they compose. */
export const fragments = layer('alegato.fragments');
