import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** The modal backdrop. Shared with AlertDialog. */
export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    background: vars.color.overlay,
    zIndex: vars.zIndex.overlay,
    animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  }),
);

/** The dialog panel, centred, as wide as `size.dialog` and never wider than the viewport. */
export const content = style(
  inComponents({
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    width: `min(${vars.size.dialog}, calc(100vw - ${vars.space.xl}))`,
    maxHeight: `calc(100dvh - ${vars.space.xl})`,
    overflowY: 'auto',
    padding: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.onSurface,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.sans,
    animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '&:focus': { outline: 'none' } },
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
  }),
);

export const title = style(
  inComponents({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

/** Leaves room for the close button in the top corner. */
export const titleWithClose = style(inComponents({ paddingInlineEnd: vars.size.controlSm }));

export const description = style(
  inComponents({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const body = style(inComponents({ minWidth: 0 }));

export const footer = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.xs,
  }),
);

/** The square 'Cerrar' icon button in the top corner. */
export const close = style(
  inComponents({
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    // Doubled class: wins over the Button size padding in the same layer whatever the load order.
    selectors: { '&&': { width: vars.size.controlSm, paddingInline: 0 } },
  }),
);
