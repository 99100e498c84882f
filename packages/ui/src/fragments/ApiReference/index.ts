export { ApiReference, apiReferenceStates } from './ApiReference';
export type { ApiReferenceLabels, ApiReferenceProps, ApiReferenceState } from './ApiReference';
export type {
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiRequestBody,
  OpenApiSchema,
  OpenApiSecurityScheme,
} from './openapi';
