import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from './contract.css';
import { Column, Grid, Pair, Row, Section, Swatch, textStyle } from './TokenSpecimens';

/** Token names by group, read from the contract so a new token shows up here by itself. */
const colorNames = Object.keys(vars.color) as (keyof typeof vars.color)[];
const pairs = [
  ['surface', 'onSurface'],
  ['accent', 'onAccent'],
  ['accentSoft', 'onAccentSoft'],
  ['critical', 'onCritical'],
  ['highlight', 'onHighlight'],
  ['criticalSoft', 'critical'],
  ['positiveSoft', 'positive'],
  ['warningSoft', 'warning'],
  ['infoSoft', 'info'],
  ['highlightSoft', 'highlight'],
] as const;

const meta = {
  title: 'Foundations/Tokens',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every semantic colour of the theme contract, and the foreground/background pairs components use. */
export const Colors: Story = {
  render: () => (
    <Column>
      <Section title="Colores semánticos">
        <Grid>
          {colorNames.map((name) => (
            <Swatch key={name} name={`color.${name}`} value={vars.color[name]} />
          ))}
        </Grid>
      </Section>
      <Section title="Parejas de color">
        <Grid min="13rem">
          {pairs.map(([bg, fg]) => (
            <Pair key={`${bg}-${fg}`} bg={vars.color[bg]} fg={vars.color[fg]} bgName={bg} fgName={fg} />
          ))}
        </Grid>
      </Section>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-token^="color."]');
    await expect(swatches).toHaveLength(colorNames.length);
  },
};

const sizeNames = Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[];
const weightNames = Object.keys(vars.fontWeight) as (keyof typeof vars.fontWeight)[];
const lineHeightNames = Object.keys(vars.lineHeight) as (keyof typeof vars.lineHeight)[];

/** Faces (sans for the chrome, serif for legal text, mono), the size scale, weights and line heights. */
export const Typography: Story = {
  render: () => (
    <Column>
      <Section title="Familias">
        <Row name="font.sans">
          <span style={{ fontFamily: vars.font.sans, fontSize: vars.fontSize.lg }}>
            Generador de Informes — Búsqueda Legal
          </span>
        </Row>
        <Row name="font.serif">
          <span style={{ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg }}>
            PRIMERO.- Que mi representada suscribió un contrato de obra.
          </span>
        </Row>
        <Row name="font.mono">
          <span style={{ fontFamily: vars.font.mono, fontSize: vars.fontSize.md }}>
            ECLI:ES:TS:2024:1234 · err-2025-09-15-0007
          </span>
        </Row>
      </Section>
      <Section title="Tamaños">
        {sizeNames.map((size) => (
          <Row key={size} name={`fontSize.${size}`}>
            <span style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>Alegato</span>
          </Row>
        ))}
      </Section>
      <Section title="Pesos">
        {weightNames.map((weight) => (
          <Row key={weight} name={`fontWeight.${weight}`}>
            <span style={{ fontWeight: vars.fontWeight[weight], fontSize: vars.fontSize.lg }}>
              Informe actualizado correctamente
            </span>
          </Row>
        ))}
      </Section>
      <Section title="Interlineado">
        {lineHeightNames.map((lh) => (
          <Row key={lh} name={`lineHeight.${lh}`}>
            <p style={{ ...textStyle, margin: 0, maxWidth: '32rem', lineHeight: vars.lineHeight[lh] }}>
              La aplicación ha encontrado un problema. Por favor, recargue la página para continuar con el
              trabajo que estaba realizando.
            </p>
          </Row>
        ))}
      </Section>
    </Column>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tamaños' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Alegato')).toHaveLength(sizeNames.length);
  },
};

const spaceNames = Object.keys(vars.space) as (keyof typeof vars.space)[];
const radiusNames = Object.keys(vars.radius) as (keyof typeof vars.radius)[];
const shadowNames = Object.keys(vars.shadow) as (keyof typeof vars.shadow)[];
const fixedSizes = ['controlSm', 'controlMd', 'controlLg', 'iconSm', 'iconMd', 'iconLg'] as const;

const bar = (width: string, height: string = vars.space.md) => (
  <div
    style={{
      width,
      height,
      background: vars.color.accent,
      borderRadius: vars.radius.sm,
    }}
  />
);

/** The space scale, radii, shadows and fixed control and icon sizes. */
export const Spacing: Story = {
  render: () => (
    <Column>
      <Section title="Espaciado">
        {spaceNames.map((space) => (
          <Row key={space} name={`space.${space}`}>
            {bar(vars.space[space])}
          </Row>
        ))}
      </Section>
      <Section title="Radios">
        <Grid min="8rem">
          {radiusNames.map((radius) => (
            <div key={radius} style={{ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] }}>
              <div
                style={{
                  height: vars.size.controlLg,
                  background: vars.color.accentSoft,
                  border: `${vars.size.border} solid ${vars.color.accent}`,
                  borderRadius: vars.radius[radius],
                }}
              />
              <code style={{ ...textStyle, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs }}>
                {`radius.${radius}`}
              </code>
            </div>
          ))}
        </Grid>
      </Section>
      <Section title="Sombras">
        <Grid min="10rem">
          {shadowNames.map((shadow) => (
            <div
              key={shadow}
              style={{
                ...textStyle,
                padding: vars.space.lg,
                background: vars.color.surface,
                borderRadius: vars.radius.md,
                boxShadow: vars.shadow[shadow],
                fontFamily: vars.font.mono,
                fontSize: vars.fontSize.xs,
              }}
            >
              {`shadow.${shadow}`}
            </div>
          ))}
        </Grid>
      </Section>
      <Section title="Tamaños fijos">
        {fixedSizes.map((size) => (
          <Row key={size} name={`size.${size}`}>
            {bar(vars.size[size], vars.size[size])}
          </Row>
        ))}
      </Section>
    </Column>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Espaciado' })).toBeInTheDocument();
  },
};
