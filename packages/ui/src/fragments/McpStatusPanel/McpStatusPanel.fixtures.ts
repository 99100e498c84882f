import type { McpStatusView } from './McpStatusPanel';

/** The MCP server of an empresarial account, ready, with its tools and two recent clients. */
export const mcpStatus: McpStatusView = {
  state: 'ready',
  endpointUrl: 'http://localhost:5173/mcp',
  transport: 'streamable-http',
  serverName: 'alegato',
  serverVersion: '0.15.0',
  tools: [
    {
      name: 'buscar_legislacion',
      title: 'Buscar en la legislación',
      description: 'Busca artículos de la legislación española consolidada (BOE) por texto o cita.',
    },
    {
      name: 'buscar_mis_documentos',
      title: 'Buscar en mis documentos',
      description: 'Busca pasajes en los documentos del usuario, con su página.',
    },
    {
      name: 'obtener_articulo',
      title: 'Obtener un artículo',
      description: 'Devuelve el texto de un artículo a partir de su cita («art. 1902 CC»).',
    },
    {
      name: 'preguntar_documento',
      title: 'Preguntar a un documento',
      description: 'Responde a una pregunta sobre un documento citando sus páginas.',
    },
    {
      name: 'calcular_plazo',
      title: 'Calcular un plazo',
      description: 'Calcula el vencimiento de un plazo en días hábiles.',
    },
  ],
  recentClients: [
    {
      name: 'claude-desktop',
      version: '1.2.0',
      lastSeen: '2026-11-26T09:12:00.000Z',
      calls: 37,
      auth: 'api_key',
    },
    { name: 'cursor', version: null, lastSeen: '2026-11-24T16:48:00.000Z', calls: 1, auth: 'api_key' },
  ],
  apiAccess: true,
};

/** The same server seen from a plan without API access, no client yet. */
export const mcpStatusNoAccess: McpStatusView = { ...mcpStatus, recentClients: [], apiAccess: false };

/** The server is not available. */
export const mcpStatusUnavailable: McpStatusView = { ...mcpStatus, state: 'unavailable', tools: [] };
