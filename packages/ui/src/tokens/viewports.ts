/**
 * Story viewports (Storybook `parameters.viewport.options`). The narrow one is the phone width every
 * fragment is checked at (HOUSE-STYLE §17); the wide one the desktop baseline. Pixel values live here,
 * in tokens, because stories may not spell px literals. Use:
 * `parameters: { viewport: { options: storyViewports } }, globals: { viewport: { value: 'narrow' } }`.
 */
export const storyViewports = {
  narrow: { name: 'Narrow (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
