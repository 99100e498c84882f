import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

/** The tone's colour, set per tone below and read by the icon. */
const toneColor = createVar();

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space.lg})` },
  to: { opacity: 1, transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The notification region: fixed to the bottom-right corner (spec §2), newest toast at the bottom. */
export const viewport = style(
  inComponents({
    position: 'fixed',
    insetBlockEnd: 0,
    insetInlineEnd: 0,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    width: `min(${vars.size.toast}, 100vw)`,
    maxWidth: '100vw',
    margin: 0,
    padding: vars.space.md,
    listStyle: 'none',
    outline: 'none',
  }),
);

/** The list item: carries the enter, exit and swipe motion. */
export const root = style(
  inComponents({
    outline: 'none',
    borderRadius: vars.radius.md,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRing,
      },
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
  }),
);

/** The visible card: icon, text and close button on a neutral surface. */
export const body = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    padding: vars.space.md,
    background: vars.color.surface,
    color: vars.color.onSurface,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space['2xs'],
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.sans,
  }),
);

/** The stripe on the start edge and the icon take the tone's colour; the surface stays neutral. */
export const tone = styleVariants(
  {
    neutral: vars.color.borderStrong,
    positive: vars.color.positive,
    critical: vars.color.critical,
    warning: vars.color.warning,
    info: vars.color.info,
  },
  (color) => inComponents({ borderInlineStartColor: color, vars: { [toneColor]: color } }),
);

export const icon = style(
  inComponents({
    color: toneColor,
    marginBlockStart: vars.space['3xs'],
  }),
);

/** Title and description; spans the icon column when there is no icon. */
export const text = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2xs'],
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);
export const textWithoutIcon = style(inComponents({ gridColumn: '1 / 3' }));

export const title = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const description = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

/** The 'Cerrar' icon button; doubled class to win over Button's size padding. */
export const close = style(
  inComponents({
    marginBlock: `calc(${vars.space['2xs']} * -1)`,
    marginInlineEnd: `calc(${vars.space['2xs']} * -1)`,
    selectors: { '&&': { width: vars.size.controlSm, paddingInline: 0 } },
  }),
);
