import { globalStyle } from '@vanilla-extract/css';
import { reset, base } from './layers.css';
import { vars } from './contract.css';

/** A modern reset (after Josh Comeau's and Andy Bell's), inside the lowest layer. */
const r = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [reset]: style as never } });

r('*, *::before, *::after', { boxSizing: 'border-box' });
r('*', { margin: 0 });
r('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' } as never);
r('body', { minHeight: '100vh', lineHeight: 1.5, WebkitFontSmoothing: 'antialiased' } as never);
r('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
r('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
r('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
r('h1, h2, h3, h4, h5, h6', { textWrap: 'balance' } as never);
r('p', { textWrap: 'pretty' } as never);
r('button', { cursor: 'pointer' });
r('a', { color: 'inherit' });
r('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('body', {
  '@layer': {
    [base]: {
      fontFamily: vars.font.sans,
      fontSize: vars.fontSize.md,
      color: vars.color.onSurface,
      background: vars.color.background,
    },
  },
});

globalStyle(':focus-visible', {
  '@layer': {
    [base]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

// A skip link's target (`<main tabindex="-1">`) takes focus so the next Tab starts inside it; the whole
// page region needs no ring for that.
globalStyle('main[tabindex="-1"]:focus', { '@layer': { [base]: { outline: 'none' } } });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      '@layer': {
        [base]: {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto',
        },
      },
    },
  },
});
