/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the API ({@link generateOpenApi}), public (it
 * describes the API and holds no data), generated from the app's routes on the first request and then
 * kept: the routes do not change while the process runs. `Cache-Control: public, max-age=300`.
 *
 * @module
 */
import { Hono } from 'hono';
import { describeRoute } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { generateOpenApi, type OpenApiDocument } from './generate.js';

/** Deps of {@link openApiRoutes}. */
export interface OpenApiRoutesDeps {
  /** The app whose routes are documented, read on the first request (it is still being built at mount). */
  app: () => Hono<AppEnv>;
  /** `info.version`: the server's version. */
  version: string;
}

/** `/api/openapi.json`, mounted at `/api/openapi.json` before authentication. */
export function openApiRoutes(deps: OpenApiRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  let document: OpenApiDocument | undefined;
  router.get(
    '/',
    describeRoute({
      summary: 'Documento OpenAPI 3.1 de esta API',
      description: 'Generado de las rutas y de sus esquemas de validación (ADR 0034).',
      tags: ['openapi'],
      responses: { '200': 'El documento OpenAPI.' },
    }),
    (c) => {
      document ??= generateOpenApi(deps.app(), { version: deps.version });
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(document);
    },
  );
  return router;
}
