import { create } from 'storybook/theming/create';
import { palette, scale } from '../packages/ui/src/tokens/scale';

/**
 * Storybook's own UI (sidebar, toolbar) in Alegato's colours. The manager cannot load vanilla-extract
 * (`.css.ts`), so this reads the plain palette and scale the themes are built from, with the light
 * theme's semantic choices (themes.css.ts): navy ink, burgundy accent, ink neutrals.
 */
export const managerTheme = create({
  base: 'light',
  brandTitle: 'Alegato',
  brandTarget: '_self',
  // color.accent / accentHover of the light theme.
  colorPrimary: palette.burgundy600,
  colorSecondary: palette.burgundy600,
  // color.background / surface / surfaceMuted / accentSoft.
  appBg: palette.ink50,
  appContentBg: palette.white,
  appPreviewBg: palette.white,
  appHoverBg: palette.burgundy50,
  appBorderColor: palette.ink200,
  appBorderRadius: 8,
  // color.onSurface / onSurfaceMuted.
  textColor: palette.ink900,
  textMutedColor: palette.ink600,
  textInverseColor: palette.white,
  barBg: palette.white,
  barTextColor: palette.ink600,
  barHoverColor: palette.burgundy700,
  barSelectedColor: palette.burgundy600,
  buttonBg: palette.ink100,
  buttonBorder: palette.ink200,
  booleanBg: palette.ink100,
  booleanSelectedBg: palette.white,
  inputBg: palette.white,
  inputBorder: palette.ink400,
  inputTextColor: palette.ink900,
  inputBorderRadius: 4,
  fontBase: scale.font.sans,
  fontCode: scale.font.mono,
});
