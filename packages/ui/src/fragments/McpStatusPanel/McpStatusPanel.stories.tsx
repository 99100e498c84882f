import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import {
  McpStatusPanel,
  mcpClientSnippet,
  mcpStatusPanelStates,
  type McpStatusPanelProps,
} from './McpStatusPanel';
import { mcpStatus, mcpStatusNoAccess, mcpStatusUnavailable } from './McpStatusPanel.fixtures';

/** Holds `copied` so the copy button answers like in the app. */
function Stateful(props: McpStatusPanelProps) {
  const [copied, setCopied] = useState(props.copied ?? false);
  return (
    <McpStatusPanel
      {...props}
      copied={copied}
      onCopy={(snippet) => {
        setCopied(true);
        props.onCopy?.(snippet);
      }}
    />
  );
}

const meta = {
  title: 'Fragments/IA Supervisor/McpStatusPanel',
  id: 'fragments-mcpstatuspanel',
  component: McpStatusPanel,
  render: (args) => <Stateful {...args} />,
  args: { state: 'ready', status: mcpStatus, onCopy: fn(), onRetry: fn() },
  argTypes: { state: { control: 'inline-radio', options: mcpStatusPanelStates } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof McpStatusPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: endpoint, transport, the configuration to paste, the tools and the recent clients. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Activo')).toBeVisible();
    const snippet = canvas.getByLabelText('Configuración del cliente MCP');
    await expect(snippet).toHaveTextContent('"url": "http://localhost:5173/mcp"');
    await expect(snippet).toHaveTextContent('"Authorization": "Bearer <tu clave de API>"');
    const tools = canvas.getByRole('list', { name: 'Herramientas' });
    await expect(within(tools).getAllByRole('listitem')).toHaveLength(mcpStatus.tools.length);
    const clients = canvas.getByRole('list', { name: 'Clientes recientes' });
    await expect(within(clients).getAllByRole('listitem')[0]).toHaveTextContent('claude-desktop 1.2.0');
    await expect(within(clients).getAllByRole('listitem')[0]).toHaveTextContent('37 llamadas · Clave de API');
    await expect(canvas.getByRole('link', { name: 'Claves de API' })).toHaveAttribute('href', '/settings');
    await expect(canvas.getByRole('link', { name: 'Referencia de la API' })).toHaveAttribute(
      'href',
      '/api-reference',
    );
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { labels: {} } };

/** The status is loading. */
export const Loading: Story = {
  args: { state: 'loading', status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Servidor MCP' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The status could not be loaded, with 'Reintentar'. */
export const Error: Story = {
  args: { state: 'error', status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No se ha podido cargar el estado del servidor MCP.',
    );
  },
};

/** A plan without API access: the upgrade message and 'Ver planes' instead of the configuration. */
export const NoApiAccess: Story = {
  args: { status: mcpStatusNoAccess },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu plan no incluye la API ni el servidor MCP')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/subscription');
    await expect(canvas.queryByLabelText('Configuración del cliente MCP')).toBeNull();
    await expect(canvas.getByText('Ningún cliente MCP se ha conectado todavía.')).toBeVisible();
  },
};

/** The server is not available and offers no tool. */
export const Unavailable: Story = {
  args: { status: mcpStatusUnavailable },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No disponible')).toBeVisible();
    await expect(canvas.getByText('El servidor no ofrece herramientas.')).toBeVisible();
  },
};

/** Test: 'Copiar la configuración' calls back with the snippet and then says it was copied. */
export const Copy: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar la configuración' }));
    await expect(args.onCopy).toHaveBeenCalledWith(mcpClientSnippet(mcpStatus.endpointUrl));
    await expect(canvas.getByRole('button', { name: 'Configuración copiada' })).toBeVisible();
  },
};

/** Test: 'Reintentar' calls back. */
export const Retry: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { state: 'error', status: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long endpoint and many clients wrap. */
export const LongContent: Story = {
  args: {
    status: {
      ...mcpStatus,
      endpointUrl: 'http://localhost:5173/despachos/garcia-martinez-y-asociados-abogados/api/v1/mcp',
      recentClients: Array.from({ length: 8 }, (_, i) => ({
        ...mcpStatus.recentClients[0]!,
        name: `cliente-mcp-del-despacho-numero-${i + 1}`,
        calls: 1000 + i,
      })),
    },
  },
};

/** Phone width: the parts stack and the snippet scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};
