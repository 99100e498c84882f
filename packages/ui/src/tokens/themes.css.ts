import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { palette as p, scale, shadows } from './scale';
import { base } from './layers.css';

/** Light theme (default): navy ink on white, burgundy accent. */
export const lightTheme = createTheme(vars, {
  color: {
    background: p.ink50,
    surface: p.white,
    surfaceMuted: p.ink100,
    surfaceSunken: p.parchment100,
    paper: p.parchment50,
    onSurface: p.ink900,
    onSurfaceMuted: p.ink600,
    border: p.ink200,
    borderStrong: p.ink400,
    accent: p.burgundy600,
    accentHover: p.burgundy700,
    onAccent: p.white,
    accentSoft: p.burgundy50,
    onAccentSoft: p.burgundy800,
    critical: p.red700,
    criticalSoft: p.red50,
    onCritical: p.white,
    positive: p.green700,
    positiveSoft: p.green50,
    warning: p.amber700,
    warningSoft: p.amber50,
    info: p.blue700,
    infoSoft: p.blue50,
    highlight: p.orange600,
    highlightSoft: p.orange50,
    onHighlight: p.white,
    focusRing: p.blue700,
    overlay: 'rgba(11, 15, 25, 0.55)',
  },
  shadow: shadows.light,
  ...scale,
});

/** Dark theme: light ink on deep navy, a lighter burgundy accent that keeps AA contrast. */
export const darkTheme = createTheme(vars, {
  color: {
    background: p.ink950,
    surface: p.ink900,
    surfaceMuted: p.ink800,
    surfaceSunken: p.ink950,
    paper: p.ink900,
    onSurface: p.ink50,
    onSurfaceMuted: p.ink300,
    border: p.ink700,
    borderStrong: p.ink500,
    accent: p.burgundy300,
    accentHover: p.burgundy100,
    onAccent: p.ink950,
    accentSoft: p.burgundy800,
    onAccentSoft: p.burgundy50,
    critical: p.red300,
    criticalSoft: p.red900,
    onCritical: p.ink950,
    positive: p.green300,
    positiveSoft: p.green900,
    warning: p.amber300,
    warningSoft: p.amber900,
    info: p.blue300,
    infoSoft: p.ink800,
    highlight: p.orange300,
    highlightSoft: p.orange900,
    onHighlight: p.ink950,
    focusRing: p.blue300,
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: shadows.dark,
  ...scale,
});

/** The light theme also applies to the document root when no theme class is set. */
globalStyle(':root', { '@layer': { [base]: { colorScheme: 'light' } } });
globalStyle(`.${darkTheme}`, { '@layer': { [base]: { colorScheme: 'dark' } } });

/** Extra colours that only the theme knows: the orange 'Testing' badge of the app header. */
export const brand = { testingBadge: p.orange600, onTestingBadge: p.white } as const;
