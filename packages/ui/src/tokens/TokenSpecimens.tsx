import type { CSSProperties, ReactNode } from 'react';
import { vars } from './contract.css';

/**
 * Building blocks of the Tokens stories. The tokens layer may not import primitives, so these are plain
 * elements styled inline with `vars.*` (CSS variables, never literal values).
 */

const text: CSSProperties = {
  fontFamily: vars.font.sans,
  color: vars.color.onSurface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
};

const muted: CSSProperties = {
  ...text,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
};

/** A titled group of specimens. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: vars.space.sm }}>
      <h2
        style={{
          ...text,
          margin: 0,
          fontSize: vars.fontSize.lg,
          fontWeight: vars.fontWeight.semibold,
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Lays specimens out in a responsive grid. */
export function Grid({ min = '11rem', children }: { min?: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
        gap: vars.space.md,
      }}
    >
      {children}
    </div>
  );
}

/** Vertical list of specimens. */
export function Column({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.lg }}>{children}</div>;
}

/** The name of a token, e.g. `color.accent`. */
export function TokenName({ children }: { children: string }) {
  return <code style={muted}>{children}</code>;
}

/** A colour swatch with its token name. */
export function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] }}>
      <div
        data-token={name}
        style={{
          height: vars.size.controlLg,
          borderRadius: vars.radius.md,
          background: value,
          border: `${vars.size.border} solid ${vars.color.border}`,
        }}
      />
      <figcaption>
        <TokenName>{name}</TokenName>
      </figcaption>
    </figure>
  );
}

/** A colour pair: the background token with text in its 'on' token. */
export function Pair({ bg, fg, bgName, fgName }: { bg: string; fg: string; bgName: string; fgName: string }) {
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] }}>
      <div
        style={{
          ...text,
          display: 'flex',
          alignItems: 'center',
          height: vars.size.controlLg,
          paddingInline: vars.space.sm,
          borderRadius: vars.radius.md,
          background: bg,
          color: fg,
          fontWeight: vars.fontWeight.semibold,
        }}
      >
        Aa · Recargar
      </div>
      <figcaption>
        <TokenName>{`${bgName} / ${fgName}`}</TokenName>
      </figcaption>
    </figure>
  );
}

/** A row: token name on the left, specimen on the right. */
export function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '10rem 1fr',
        alignItems: 'center',
        gap: vars.space.md,
      }}
    >
      <TokenName>{name}</TokenName>
      <div style={{ ...text, minWidth: 0 }}>{children}</div>
    </div>
  );
}

export { text as textStyle };
