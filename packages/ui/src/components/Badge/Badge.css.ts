import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { inComponents } from '../../tokens/inLayer';

export const base = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    maxWidth: '100%',
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.sans,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
);

export const size = styleVariants(
  {
    sm: { paddingBlock: vars.space['3xs'], paddingInline: vars.space.xs, fontSize: vars.fontSize.xs },
    md: { paddingBlock: vars.space['2xs'], paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  },
  inComponents,
);

export const label = style(inComponents({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }));

/** Colour roles per tone: `solid` fill with `onSolid` text; `soft` fill with `text`. */
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
    text: vars.color.onAccentSoft,
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
  info: {
    solid: vars.color.info,
    onSolid: vars.color.surface,
    soft: vars.color.infoSoft,
    text: vars.color.info,
  },
  orange: {
    solid: vars.color.highlight,
    onSolid: vars.color.onHighlight,
    soft: vars.color.highlightSoft,
    text: vars.color.highlight,
  },
} as const;

export type Tone = keyof typeof tones;
type Variant = 'solid' | 'soft' | 'outline';

const compound = (variant: Variant, tone: Tone) => {
  const t = tones[tone];
  switch (variant) {
    case 'solid':
      return inComponents({ background: t.solid, color: t.onSolid });
    case 'soft':
      return inComponents({ background: t.soft, color: t.text });
    case 'outline':
      return inComponents({ background: 'transparent', color: t.text, borderColor: 'currentColor' });
  }
};

/** One class per variant × tone, e.g. `variantTone['soft-positive']`. */
export const variantTone = styleVariants(
  Object.fromEntries(
    (['solid', 'soft', 'outline'] as const).flatMap((v) =>
      (Object.keys(tones) as Tone[]).map((t) => [`${v}-${t}`, compound(v, t)]),
    ),
  ) as Record<`${Variant}-${Tone}`, ReturnType<typeof inComponents>>,
);
