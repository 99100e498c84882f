import { palette } from './palette';

/** Values shared by every theme: type, space, radii, sizes and motion. */
export const scale = {
  font: {
    sans: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    serif: '"Source Serif 4", "Times New Roman", Georgia, serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: {
    none: '0',
    '3xs': '2px',
    '2xs': '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    '2xl': '48px',
    '3xl': '64px',
    '4xl': '96px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    border: '1px',
    focusRing: '2px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
    contentNarrow: '720px',
    content: '1120px',
    contentWide: '1280px',
    dialog: '520px',
    toast: '380px',
    editorHeight: '600px',
    appHeader: '60px',
    sidebar: '272px',
    authCard: '440px',
    measureXs: '24rem',
    measureSm: '28rem',
    measureMd: '36rem',
    measure: '40rem',
    measureLg: '44rem',
    measureXl: '48rem',
    field: '16rem',
    cardColumn: '20rem',
  },
  zIndex: { header: '10', overlay: '40', dialog: '50', toast: '60', tooltip: '70' },
} as const;

/** Shadow colour per theme. */
export const shadows = {
  light: {
    sm: '0 1px 2px rgba(19, 24, 38, 0.06)',
    md: '0 4px 12px rgba(19, 24, 38, 0.08), 0 1px 3px rgba(19, 24, 38, 0.06)',
    lg: '0 16px 40px rgba(19, 24, 38, 0.16)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
} as const;

export { palette };
