import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  SmartCachePanel,
  smartCachePanelStates,
  enginesStates,
  type SmartCachePanelProps,
} from './SmartCachePanel';
import { cacheCollections, cacheHit, cacheMiss, engines } from './SmartCachePanel.fixtures';

/** Holds the controlled query and collection so the story stays interactive. */
function Stateful(props: SmartCachePanelProps) {
  const [query, setQuery] = useState(props.query);
  const [collection, setCollection] = useState(props.collection);
  return (
    <SmartCachePanel
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      collection={collection}
      onCollectionChange={(next) => {
        setCollection(next);
        props.onCollectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/IA Supervisor/SmartCachePanel',
  id: 'fragments-smartcachepanel',
  component: SmartCachePanel,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    query: 'responsabilidad extracontractual',
    collection: 'legislacion',
    collections: cacheCollections,
    result: cacheHit,
    enginesState: 'ready',
    engines,
    onQueryChange: fn(),
    onCollectionChange: fn(),
    onSubmit: fn(),
    onEnginesRetry: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: smartCachePanelStates },
    enginesState: { control: 'inline-radio', options: enginesStates },
  },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof SmartCachePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cached answer: its age and result count; the engines and limits beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En caché')).toBeVisible();
    await expect(canvas.getByText('Respuesta en caché de hace 3 min')).toBeVisible();
    await expect(canvas.getByText('8 resultados')).toBeVisible();
    await expect(canvas.getByText('anthropic · claude-sonnet-4-5')).toBeVisible();
    await expect(canvas.getByText('spa')).toBeVisible();
    await expect(canvas.getByText('Tamaño máximo de archivo')).toBeVisible();
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** An answer computed now ('Forzar actualización' or a miss). */
export const Miss: Story = {
  args: { result: cacheMiss },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Respuesta calculada ahora y guardada en la caché')).toBeVisible();
    await expect(canvas.getByText('1 resultado')).toBeVisible();
  },
};

/** Nothing asked yet; the buttons wait for a query. */
export const Empty: Story = {
  args: { state: 'empty', query: '', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Consultar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Forzar actualización' })).toBeDisabled();
  },
};

/** Asking the cache; the engines loading. */
export const Loading: Story = {
  args: { state: 'loading', result: null, enginesState: 'loading', engines: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Consultando la caché…');
  },
};

/** The cache and the engines could not be read. */
export const Error: Story = {
  args: { state: 'error', result: null, enginesState: 'error', engines: null },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('No se ha podido consultar la caché.');
    await expect(alerts[1]).toHaveTextContent('No se han podido cargar los motores.');
  },
};

/** Test: 'Consultar' and 'Forzar actualización' call back with the request; Enter submits. */
export const Submit: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forzar actualización' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      query: 'responsabilidad extracontractual',
      collection: 'legislacion',
      forceRefresh: true,
    });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Colección' }));
    await userEvent.click(await screen.findByRole('option', { name: 'documentos' }));
    await expect(args.onCollectionChange).toHaveBeenLastCalledWith('documentos');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Consulta' }), ' art. 1902{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      query: 'responsabilidad extracontractual art. 1902',
      collection: 'documentos',
      forceRefresh: false,
    });
  },
};

/** Test: 'Reintentar' reads the engines again. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { enginesState: 'error', engines: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onEnginesRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long query, a day-old answer, the OCR off and many limits. */
export const LongContent: Story = {
  args: {
    query:
      'responsabilidad civil extracontractual por daños causados por animales domésticos en una comunidad de propietarios',
    result: { cache: 'hit', ageSeconds: 90000, resultCount: 1234 },
    engines: {
      ...engines,
      ocrLanguages: null,
      limits: [...engines.limits, ...engines.limits.map((l) => ({ ...l, key: `${l.key}-2` }))],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Respuesta en caché de hace 1 día')).toBeVisible();
    await expect(canvas.getByText('OCR desactivado')).toBeVisible();
  },
};

/** Phone width: the form and the engines stack. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
