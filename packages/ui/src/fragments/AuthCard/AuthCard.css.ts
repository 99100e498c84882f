import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The whole screen: the card sits centred on the page background (full-bleed on phones). */
export const root = style(
  inFragments({
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    minHeight: '100dvh',
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.sans,
    '@media': {
      [breakpoints.tablet]: {
        alignItems: 'center',
        paddingBlock: vars.space['2xl'],
        paddingInline: vars.space.lg,
        background: vars.color.background,
      },
    },
  }),
);

/** The card: plain surface on phones, a bordered raised card from tablet up. */
export const card = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: '100%',
    minWidth: 0,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
    background: vars.color.surface,
    '@media': {
      [breakpoints.tablet]: {
        maxWidth: vars.size.authCard,
        padding: vars.space.xl,
        borderRadius: vars.radius.xl,
        border: `${vars.size.border} solid ${vars.color.border}`,
        boxShadow: vars.shadow.md,
      },
    },
  }),
);

/** The back action's row, aligned to the start. */
export const top = style(inFragments({ display: 'flex', marginBlockEnd: `calc(-1 * ${vars.space.sm})` }));

export const back = style(inFragments({ marginInlineStart: `calc(-1 * ${vars.space.xs})` }));

export const brand = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    color: vars.color.onSurface,
  }),
);

export const mark = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.md,
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.sm,
  }),
);

export const wordmark = style(
  inFragments({
    fontFamily: vars.font.serif,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
  }),
);

export const header = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    textAlign: 'center',
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

/** The status icon above the title (account created, e-mail sent, password changed). */
export const statusIcon = style(
  inFragments({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.sm,
    borderRadius: vars.radius.full,
    marginBlockEnd: vars.space['2xs'],
  }),
);

export const statusTone = styleVariants({
  accent: inFragments({ background: vars.color.accentSoft, color: vars.color.onAccentSoft }),
  positive: inFragments({ background: vars.color.positiveSoft, color: vars.color.positive }),
});

export const title = style(
  inFragments({
    margin: 0,
    fontFamily: vars.font.serif,
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
    selectors: { '&:focus': { outline: 'none' } },
  }),
);

export const description = style(
  inFragments({
    margin: 0,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const content = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const footer = style(
  inFragments({
    paddingBlockStart: vars.space.md,
    borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
    textAlign: 'center',
    color: vars.color.onSurfaceMuted,
    fontSize: vars.fontSize.sm,
  }),
);

/** The form's vertical rhythm. */
export const form = style(inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

/** The server-error box above the submit button. */
export const alert = style(
  inFragments({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.critical}`,
    background: vars.color.criticalSoft,
    color: vars.color.onSurface,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const alertIcon = style(
  inFragments({ flexShrink: 0, color: vars.color.critical, marginBlockStart: vars.space['3xs'] }),
);

/** A button that reads as an inline link ('Regístrate', '¿Olvidaste tu contraseña?'). */
export const linkButton = style(
  inFragments({
    display: 'inline',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.accent,
    textDecoration: 'underline',
    textDecorationColor: 'transparent',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    transition: `text-decoration-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { textDecorationColor: 'currentColor' },
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
    },
  }),
);

/** Spinner inside the submit button. */
export const submitSpinner = style(inFragments({ display: 'inline-flex' }));
