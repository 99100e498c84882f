import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

/** The body: the list (or its state), the create form, then the links. */
export const body = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

export const list = style(
  inFragments({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  }),
);

/** One key: name, prefix and status, then its dates, then 'Revocar'. */
export const item = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    selectors: {
      '&[data-state="revoked"], &[data-state="expired"]': { background: vars.color.surfaceMuted },
    },
  }),
);

export const itemHead = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const itemIcon = style(inFragments({ color: vars.color.onSurfaceMuted }));

export const name = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.onSurface,
  }),
);

export const prefix = style(
  inFragments({
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

/** The dates, separated by gaps, wrapping on phones. */
export const meta = style(
  inFragments({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.md,
    rowGap: vars.space['2xs'],
    fontSize: vars.fontSize.sm,
    color: vars.color.onSurfaceMuted,
  }),
);

export const revoke = style(inFragments({ marginTop: vars.space['2xs'] }));

/** Name, expiry and the button on one row when there is room; stacked on phones. */
export const form = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    borderTop: `${vars.size.border} solid ${vars.color.border}`,
  }),
);

export const nameField = style(inFragments({ flex: `1 1 ${vars.size.measureXs}`, minWidth: 0 }));

export const expiryField = style(inFragments({ flex: `0 1 ${vars.size.measureXs}`, minWidth: 0 }));

export const submit = style(inFragments({ flex: '0 0 auto' }));

export const links = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const noAccess = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  }),
);

export const text = style(inFragments({ margin: 0, fontSize: vars.fontSize.sm }));

export const muted = style(
  inFragments({
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const error = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.critical,
  }),
);

/** The secret and the copy button; the secret breaks anywhere so it never overflows the dialog. */
export const secretRow = style(
  inFragments({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm }),
);

export const secret = style(
  inFragments({
    flex: `1 1 ${vars.size.measureXs}`,
    minWidth: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceSunken,
    color: vars.color.onSurface,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.sm,
    wordBreak: 'break-all',
    userSelect: 'all',
  }),
);

export const spinner = style(inFragments({ display: 'inline-flex' }));
