import { ApiReference, Heading, Stack } from '@alegato/ui';
import { OPENAPI_KEY } from '../apiKeys/api';
import { useOpenApiDocument } from '../apiKeys/hooks';
import { PageMeta } from '../components/PageMeta';
import { useConfig } from '../state/config';
import { useRouteHandle } from '../useCurrentRoute';

/**
 * `/api-reference` ('Referencia de la API', issue 15 item 3): the OpenAPI 3.1 document the server
 * generates from its routes (`GET /api/openapi.json`, cached for long), rendered by the design system's
 * ApiReference with the authentication intro and a curl example against the API's origin.
 */
export function ApiReferencePage() {
  const handle = useRouteHandle();
  const { apiBaseUrl } = useConfig();
  const { data, error, mutate } = useOpenApiDocument();
  const origin = apiBaseUrl || window.location.origin;
  const title = handle?.title ?? 'Referencia de la API';
  return (
    <>
      <PageMeta title={title} description={handle?.description ?? ''} />
      <Stack gap="lg" data-slot="api-reference-page">
        <Heading level={1}>{title}</Heading>
        <ApiReference
          state={error && !data ? 'error' : data ? 'ready' : 'loading'}
          document={data ?? null}
          origin={origin}
          documentHref={`${apiBaseUrl}${OPENAPI_KEY}`}
          onRetry={() => void mutate()}
        />
      </Stack>
    </>
  );
}
