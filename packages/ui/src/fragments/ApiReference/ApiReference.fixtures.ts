import type { OpenApiDocument } from './openapi';

/**
 * A small, hand-written OpenAPI 3.1 document with a handful of Alegato paths, for stories only (the app
 * shows the one the server generates at `/api/openapi.json`).
 */
export const sampleDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Alegato API',
    version: '1.15.0',
    description:
      'La API de Alegato: casos, documentos, legislación y claves de API.\n\n- **Respuestas**: `{success: true, data}`;\n  los errores, `{code, message}`.',
  },
  servers: [{ url: 'https://app.alegato.es' }],
  tags: [
    { name: 'Casos', description: 'Los casos del usuario y sus documentos.' },
    { name: 'Legislación', description: 'Búsqueda en la legislación pública.' },
    { name: 'Claves de API', description: 'Claves de API del plan Empresarial.' },
    { name: 'Sistema' },
  ],
  security: [{ bearerAuth: [] }, { apiKey: [] }],
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'alg_…' },
    },
    parameters: {
      CaseId: {
        name: 'id',
        in: 'path',
        required: true,
        description: 'Identificador del caso.',
        schema: { type: 'string', format: 'uuid' },
      },
    },
    schemas: {
      CaseInput: {
        type: 'object',
        required: ['title'],
        properties: {
          title: { type: 'string', minLength: 1, maxLength: 200, description: 'Título del caso.' },
          client: { type: ['string', 'null'], maxLength: 200, description: 'Cliente.' },
          jurisdiction: {
            type: 'string',
            enum: ['civil', 'penal', 'laboral', 'contencioso-administrativo', 'mercantil'],
            description: 'Jurisdicción.',
          },
          court: {
            type: 'object',
            description: 'Órgano judicial.',
            required: ['name'],
            properties: {
              name: { type: 'string', maxLength: 200 },
              number: { type: 'integer', minimum: 1 },
            },
          },
          tags: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        },
      },
      ApiKeyInput: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 80, description: 'Nombre de la clave.' },
          expires_in_days: {
            anyOf: [{ type: 'integer', minimum: 1, maximum: 365 }, { type: 'null' }],
            description: 'Días hasta que caduca; null, nunca.',
          },
        },
      },
    },
  },
  paths: {
    '/cases': {
      get: {
        operationId: 'listCases',
        tags: ['Casos'],
        summary: 'Lista los casos del usuario',
        parameters: [
          {
            name: 'status',
            in: 'query',
            schema: { type: 'string', enum: ['abierto', 'cerrado', 'archivado'] },
          },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        ],
      },
      post: {
        operationId: 'createCase',
        tags: ['Casos'],
        summary: 'Crea un caso',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/CaseInput' } } },
        },
      },
    },
    '/cases/{id}': {
      parameters: [{ $ref: '#/components/parameters/CaseId' }],
      get: { operationId: 'getCase', tags: ['Casos'], summary: 'Un caso con sus documentos' },
      delete: {
        operationId: 'deleteCase',
        tags: ['Casos'],
        summary: 'Elimina un caso',
        description: 'Elimina el caso; sus documentos quedan sin caso.',
      },
    },
    '/legislation/search': {
      post: {
        operationId: 'searchLegislation',
        tags: ['Legislación'],
        summary: 'Busca en la legislación pública',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['query'],
                properties: {
                  query: { type: 'string', minLength: 2, maxLength: 500 },
                  collection: { type: 'string', default: 'legislacion_es' },
                  limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
                },
              },
            },
          },
        },
      },
    },
    '/api/api-keys': {
      get: {
        operationId: 'listApiKeys',
        tags: ['Claves de API'],
        summary: 'Lista tus claves de API',
        security: [{ bearerAuth: [] }],
      },
      post: {
        operationId: 'createApiKey',
        tags: ['Claves de API'],
        summary: 'Crea una clave de API',
        description: 'Devuelve la clave una sola vez. Solo en el plan Empresarial.',
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiKeyInput' } } },
        },
      },
    },
    '/api/api-keys/{id}': {
      delete: {
        operationId: 'revokeApiKey',
        tags: ['Claves de API'],
        summary: 'Revoca una clave de API',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openApi',
        tags: ['Sistema'],
        summary: 'Este documento OpenAPI',
        security: [],
      },
    },
    '/health': {
      get: { operationId: 'health', summary: 'Estado del servicio', security: [], deprecated: true },
    },
  },
};

/** Many operations under one tag, with long paths and summaries. */
export const longDocument: OpenApiDocument = {
  ...sampleDocument,
  paths: {
    ...sampleDocument.paths,
    ...Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `/cases/{id}/documents/{document_id}/annotations/${i}/comments-with-a-very-long-path-segment`,
        {
          get: {
            tags: ['Casos'],
            summary: `Comentarios de la anotación ${i + 1} del documento del caso, con una descripción larga que ocupa varias líneas en el móvil`,
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
              {
                name: 'document_id',
                in: 'path',
                required: true,
                schema: { type: 'string', format: 'uuid' },
              },
            ],
          },
        },
      ]),
    ),
  },
};
