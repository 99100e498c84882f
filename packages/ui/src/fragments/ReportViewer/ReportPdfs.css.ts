import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inFragments } from '../../tokens/inLayer';

export const pdfs = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surface,
  }),
);

export const pdfsHeader = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const pdfRow = style(
  inFragments({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceMuted,
  }),
);

export const pdfIcon = style(inFragments({ flexShrink: 0, color: vars.color.critical }));

export const pdfText = style(
  inFragments({ display: 'flex', flexDirection: 'column', flex: '1 1 12rem', minWidth: 0 }),
);

export const pdfName = style(
  inFragments({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' }),
);

export const pdfMeta = style(inFragments({ fontSize: vars.fontSize.xs, color: vars.color.onSurfaceMuted }));

export const history = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);

export const historyList = style(
  inFragments({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);
