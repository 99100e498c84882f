import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every semantic token a component may use. Each theme (light, dark) fills it.
 */
export const vars = createThemeContract({
  color: {
    /** Page background behind everything. */
    background: null,
    /** Cards, dialogs, inputs: the main raised surface. */
    surface: null,
    /** Subtle panels, table stripes, skeletons, hovered ghost buttons. */
    surfaceMuted: null,
    /** Sunken areas: code, quotes, the hero backdrop. */
    surfaceSunken: null,
    /** Paper for legal documents (serif text). */
    paper: null,
    /** Primary text on surfaces. */
    onSurface: null,
    /** Secondary text: descriptions, captions, placeholders. */
    onSurfaceMuted: null,
    /** Hairlines and input borders. */
    border: null,
    /** Stronger borders: focused cards, separators in headers. */
    borderStrong: null,
    /** Brand accent: primary buttons, links, active navigation. */
    accent: null,
    /** Accent on hover/press. */
    accentHover: null,
    /** Text and icons on the accent colour. */
    onAccent: null,
    /** Soft accent background: selected items, soft buttons, badges. */
    accentSoft: null,
    /** Text on the soft accent background. */
    onAccentSoft: null,
    /** Errors and destructive actions. */
    critical: null,
    /** Soft critical background (error boxes). */
    criticalSoft: null,
    /** Text on the critical colour. */
    onCritical: null,
    /** Success states. */
    positive: null,
    /** Soft positive background. */
    positiveSoft: null,
    /** Warnings and the 'Testing' badge family. */
    warning: null,
    /** Soft warning background. */
    warningSoft: null,
    /** Informational neutral highlight (info toasts). */
    info: null,
    /** Soft info background. */
    infoSoft: null,
    /** Orange highlight: the 'Testing' badge while a plan override is active (Badge tone 'orange'). */
    highlight: null,
    /** Soft highlight background (soft and outline orange badges). */
    highlightSoft: null,
    /** Text and icons on the highlight colour. */
    onHighlight: null,
    /** Keyboard focus ring. */
    focusRing: null,
    /** Modal backdrop. */
    overlay: null,
  },
  font: {
    /** App chrome: navigation, forms, buttons. */
    sans: null,
    /** Legal text: documents, legal pages, headings of the public site. */
    serif: null,
    /** Code and identifiers. */
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  /** Spacing scale for gaps and padding. */
  space: {
    none: null,
    '3xs': null,
    '2xs': null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  /** Corner radii. */
  radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
  /** Elevation for cards, popovers and dialogs. */
  shadow: { sm: null, md: null, lg: null },
  /** Durations and easing; zero when the user prefers reduced motion. */
  motion: { fast: null, normal: null, easing: null },
  /** Fixed sizes: control heights, icon sizes, layout widths, borders. */
  size: {
    border: null,
    focusRing: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    contentNarrow: null,
    content: null,
    contentWide: null,
    dialog: null,
    toast: null,
    editorHeight: null,
    /** Height of the signed-in app header (AppHeader); the sidebar sticks below it. */
    appHeader: null,
    /** Width of the app sidebar column (Sidebar) and of its mobile drawer. */
    sidebar: null,
    /** Width of the card that frames the account screens (AuthCard). */
    authCard: null,
    /**
     * Line lengths of running text (a paragraph block's max-width), in rem so they follow the reader's
     * font size: from a footer blurb (measureXs) to a marketing lead (measureXl); measure is the default.
     */
    measureXs: null,
    measureSm: null,
    measureMd: null,
    measure: null,
    measureLg: null,
    measureXl: null,
    /** Smallest width of a search or filter field before it wraps onto its own line (its flex basis). */
    field: null,
    /** Smallest column of a card grid, or of a card's main column, before the layout stacks. */
    cardColumn: null,
  },
  /** Stacking order. */
  zIndex: { header: null, overlay: null, dialog: null, toast: null, tooltip: null },
});

/** Breakpoints for `@media` queries (media queries cannot read CSS variables). */
export const breakpoints = {
  /** Tablet and up. */
  tablet: 'screen and (min-width: 640px)',
  /** Desktop and up. */
  desktop: 'screen and (min-width: 1024px)',
  /** Wide screens. */
  wide: 'screen and (min-width: 1280px)',
} as const;

/**
 * Container widths for `@container` queries (which cannot read CSS variables either): the report list
 * shows 2 columns from `two` and 3 from `three` of its own width (spec §2).
 */
export const containerWidths = {
  two: '(min-width: 40rem)',
  three: '(min-width: 64rem)',
} as const;

/**
 * Named viewports for stories and visual tests (plain values, not CSS variables): `narrow` is a common
 * phone width. Stories opt in with `globals: { viewport: { value: 'narrow' } }`.
 */
export const viewports = {
  narrow: { name: 'Móvil (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;
