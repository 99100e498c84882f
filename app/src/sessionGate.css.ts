import { globalStyle } from '@vanilla-extract/css';

/**
 * With a stored session the prerendered landing page stays hidden until React has rendered the loading
 * screen over it (`public/prepaint.js`, ADR 0035).
 */
globalStyle('html[data-session] #root', { visibility: 'hidden' });
