import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const base = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.sans,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const size = styleVariants(
  {
    sm: { height: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
    md: { height: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
    lg: { height: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
  },
  inComponents,
);

export const fullWidth = style(inComponents({ width: '100%' }));

/** Colour pairs per tone; variants below pick which of them paint the fill, border and text. */
const tones = {
  neutral: {
    solid: vars.color.onSurface,
    onSolid: vars.color.surface,
    soft: vars.color.surfaceMuted,
    text: vars.color.onSurface,
  },
  accent: {
    solid: vars.color.accent,
    onSolid: vars.color.onAccent,
    soft: vars.color.accentSoft,
    text: vars.color.accent,
  },
  critical: {
    solid: vars.color.critical,
    onSolid: vars.color.onCritical,
    soft: vars.color.criticalSoft,
    text: vars.color.critical,
  },
  positive: {
    solid: vars.color.positive,
    onSolid: vars.color.surface,
    soft: vars.color.positiveSoft,
    text: vars.color.positive,
  },
  warning: {
    solid: vars.color.warning,
    onSolid: vars.color.surface,
    soft: vars.color.warningSoft,
    text: vars.color.warning,
  },
} as const;

type Tone = keyof typeof tones;
const compound = (variant: 'solid' | 'soft' | 'outline' | 'ghost', tone: Tone) => {
  const t = tones[tone];
  switch (variant) {
    case 'solid':
      return inComponents({
        background: t.solid,
        color: t.onSolid,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      });
    case 'soft':
      return inComponents({
        background: t.soft,
        color: t.text,
        selectors: { '&:hover:not(:disabled)': { borderColor: t.text } },
      });
    case 'outline':
      return inComponents({
        background: 'transparent',
        color: t.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: t.soft } },
      });
    case 'ghost':
      return inComponents({
        background: 'transparent',
        color: t.text,
        selectors: { '&:hover:not(:disabled)': { background: t.soft } },
      });
  }
};

/** One class per variant × tone, e.g. `variantTone['solid-accent']`. */
export const variantTone = styleVariants(
  Object.fromEntries(
    (['solid', 'soft', 'outline', 'ghost'] as const).flatMap((v) =>
      (Object.keys(tones) as Tone[]).map((t) => [`${v}-${t}`, compound(v, t)]),
    ),
  ) as Record<`${'solid' | 'soft' | 'outline' | 'ghost'}-${Tone}`, ReturnType<typeof inComponents>>,
);
