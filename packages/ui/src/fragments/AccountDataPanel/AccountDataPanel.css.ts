import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

/** The card: full width of its column, text wraps instead of overflowing. */
export const root = style(inFragments({ minWidth: 0, overflowWrap: 'anywhere' }));

/** One block of the card: a heading, a paragraph and its action. */
export const section = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

/** The danger zone (as GitHub's): a critical hairline frame around the deletion block, no fill. */
export const danger = style(
  inFragments({
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.critical}`,
  }),
);

export const sectionTitle = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.onSurface,
  }),
);

export const dangerTitle = style(inFragments({ color: vars.color.critical }));

export const text = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.onSurfaceMuted,
  }),
);

export const dangerText = style(inFragments({ color: vars.color.onSurface }));

/** The export's error line (live region, always in the DOM). */
export const error = style(
  inFragments({
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.critical,
    selectors: { '&:empty': { display: 'none' } },
  }),
);

export const spinner = style(inFragments({ display: 'inline-flex' }));

/** The confirmation form wraps the password and the footer, spaced like the dialog's own parts. */
export const form = style(
  inFragments({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }),
);
