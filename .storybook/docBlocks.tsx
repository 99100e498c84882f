import { useState, type CSSProperties, type ReactNode } from 'react';
import { colorComments } from 'virtual:token-comments';
import { vars } from '../packages/ui/src/tokens';
import { contrastRatio, wcagLevel } from './contrast';
import { readTokens, THEME_CLASSES } from './theme';
import { THEME_NAMES, type ThemeName } from './themeGlobal';

/**
 * Blocks of the Foundations and guidance pages (packages/ui/src/docs/*.mdx). Every value shown is read
 * from the tokens at run time (the theme classes, the contract's comments): nothing is copied here.
 */

type ColorName = keyof typeof vars.color;
const colorNames = Object.keys(vars.color) as ColorName[];
const themeLabel: Record<ThemeName, string> = { claro: 'Claro', oscuro: 'Oscuro' };

/** The one-line comment of each colour token in contract.css.ts (where it is used). */
const colorUsage: Partial<Record<ColorName, string>> = colorComments;

const text: CSSProperties = {
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.onSurface,
};
const code: CSSProperties = { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs };
const muted: CSSProperties = { ...code, color: vars.color.onSurfaceMuted };
const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const headCell: CSSProperties = { ...cell, ...text, fontWeight: vars.fontWeight.semibold };

/** Values of tokens in both themes, read once per page. */
function useBothThemes<const T extends Record<string, string>>(tokens: T) {
  const [values] = useState(
    () =>
      Object.fromEntries(THEME_NAMES.map((name) => [name, readTokens(name, tokens)])) as Record<
        ThemeName,
        { [K in keyof T]: string }
      >,
  );
  return values;
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="sb-unstyled" style={{ overflowX: 'auto', marginBlock: vars.space.md }}>
      <table style={{ ...text, borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" style={headCell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A swatch painted in a given theme, whichever theme the page shows. */
function Swatch({ theme, color }: { theme: ThemeName; color: ColorName }) {
  return (
    <span
      className={THEME_CLASSES[theme]}
      style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }}
    >
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          inlineSize: vars.size.controlSm,
          blockSize: vars.size.iconLg,
          borderRadius: vars.radius.sm,
          background: vars.color[color],
          border: `${vars.size.border} solid ${vars.color.border}`,
        }}
      />
    </span>
  );
}

/** Every colour token (or the ones named): its use, and its value in each theme. */
export function ColorTable({ names = colorNames }: { names?: ColorName[] }) {
  const values = useBothThemes(vars.color);
  return (
    <Table head={['Token', 'Uso (comentario en contract.css.ts)', ...THEME_NAMES.map((t) => themeLabel[t])]}>
      {names.map((name) => (
        <tr key={name}>
          <td style={cell}>
            <code style={code}>color.{name}</code>
          </td>
          <td style={cell}>{colorUsage[name] ?? ''}</td>
          {THEME_NAMES.map((theme) => (
            <td key={theme} style={{ ...cell, whiteSpace: 'nowrap' }}>
              <Swatch theme={theme} color={name} /> <code style={muted}>{values[theme][name]}</code>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** Text colour on background colour, with the contrast ratio of each theme. */
export function ContrastTable({ pairs }: { pairs: [background: ColorName, foreground: ColorName][] }) {
  const values = useBothThemes(vars.color);
  return (
    <Table head={['Texto sobre fondo', ...THEME_NAMES.map((t) => themeLabel[t])]}>
      {pairs.map(([bg, fg]) => (
        <tr key={`${bg}-${fg}`}>
          <td style={cell}>
            <code style={code}>
              {fg} / {bg}
            </code>
          </td>
          {THEME_NAMES.map((theme) => {
            const ratio = contrastRatio(values[theme][fg], values[theme][bg]);
            return (
              <td key={theme} style={cell}>
                <span
                  className={THEME_CLASSES[theme]}
                  style={{
                    display: 'inline-block',
                    padding: `${vars.space['2xs']} ${vars.space.xs}`,
                    borderRadius: vars.radius.sm,
                    background: vars.color[bg],
                    color: vars.color[fg],
                    fontWeight: vars.fontWeight.semibold,
                    marginInlineEnd: vars.space.xs,
                  }}
                >
                  Aa Borrador
                </span>
                <code style={code}>{ratio === undefined ? '—' : `${ratio.toFixed(1)}:1`}</code>{' '}
                <span style={muted}>{wcagLevel(ratio)}</span>
              </td>
            );
          })}
        </tr>
      ))}
    </Table>
  );
}

type FontSize = keyof typeof vars.fontSize;
const fontSizes = Object.keys(vars.fontSize) as FontSize[];

/** The type scale with its values, in the sans (app chrome) and serif (legal text) faces. */
export function TypeScale() {
  const [values] = useState(() => readTokens('claro', { ...vars.fontSize, ...vars.font }));
  return (
    <>
      <Table head={['Familia', 'Muestra', 'Valor']}>
        {(['sans', 'serif', 'mono'] as const).map((face) => (
          <tr key={face}>
            <td style={cell}>
              <code style={code}>font.{face}</code>
            </td>
            <td style={{ ...cell, fontFamily: vars.font[face], fontSize: vars.fontSize.md }}>
              {face === 'serif'
                ? 'PRIMERO.- Que mi representada suscribió un contrato de obra.'
                : face === 'sans'
                  ? 'Generador de Informes · Crear Nuevo Informe'
                  : 'ECLI:ES:TS:2024:1234'}
            </td>
            <td style={cell}>
              <code style={muted}>{values[face]}</code>
            </td>
          </tr>
        ))}
      </Table>
      <Table head={['Token', 'Valor', 'Sans (interfaz)', 'Serif (texto legal)']}>
        {fontSizes.map((size) => (
          <tr key={size}>
            <td style={cell}>
              <code style={code}>fontSize.{size}</code>
            </td>
            <td style={cell}>
              <code style={muted}>{values[size]}</code>
            </td>
            <td style={{ ...cell, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>
              Informe
            </td>
            <td
              style={{
                ...cell,
                fontFamily: vars.font.serif,
                fontSize: vars.fontSize[size],
                lineHeight: vars.lineHeight.tight,
              }}
            >
              Informe
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

type Space = keyof typeof vars.space;
const spaces = Object.keys(vars.space) as Space[];

/** The space scale with its values. */
export function SpaceScale() {
  const [values] = useState(() => readTokens('claro', vars.space));
  return (
    <Table head={['Token', 'Valor', '']}>
      {spaces.map((space) => (
        <tr key={space}>
          <td style={cell}>
            <code style={code}>space.{space}</code>
          </td>
          <td style={cell}>
            <code style={muted}>{values[space]}</code>
          </td>
          <td style={cell}>
            <div
              aria-hidden
              style={{
                inlineSize: vars.space[space],
                blockSize: vars.space.md,
                background: vars.color.accent,
                borderRadius: vars.radius.sm,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A do / don't pair: a live example and the reason, side by side. */
export function DoDont({
  doExample,
  doText,
  dontExample,
  dontText,
}: {
  doExample: ReactNode;
  doText: ReactNode;
  dontExample: ReactNode;
  dontText: ReactNode;
}) {
  const panel = (kind: 'do' | 'dont', example: ReactNode, caption: ReactNode) => {
    const tone = kind === 'do' ? vars.color.positive : vars.color.critical;
    return (
      <figure
        style={{
          margin: 0,
          display: 'flex',
          flexDirection: 'column',
          border: `${vars.size.border} solid ${vars.color.border}`,
          borderBlockStart: `${vars.space['2xs']} solid ${tone}`,
          borderRadius: vars.radius.md,
          background: vars.color.surface,
          overflow: 'hidden',
        }}
      >
        <div style={{ padding: vars.space.md, minBlockSize: vars.size.controlLg }}>{example}</div>
        <figcaption
          style={{
            ...text,
            padding: vars.space.md,
            borderBlockStart: `${vars.size.border} solid ${vars.color.border}`,
          }}
        >
          <strong style={{ color: tone }}>{kind === 'do' ? 'Sí' : 'No'}</strong> · {caption}
        </figcaption>
      </figure>
    );
  };
  return (
    <div
      className="sb-unstyled"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: vars.space.md,
        marginBlock: vars.space.lg,
      }}
    >
      {panel('do', doExample, doText)}
      {panel('dont', dontExample, dontText)}
    </div>
  );
}
