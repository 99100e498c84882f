import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { authAtom } from '../state/auth';
import { API_KEYS_KEY, fetchApiKeys, fetchOpenApiDocument, OPENAPI_KEY } from './api';

/** The OpenAPI document changes only with a deploy: kept an hour, never refetched on reconnect. */
const OPENAPI_CACHE_MS = 60 * 60 * 1000;

/** The signed-in user's API keys (`GET /api/api-keys`); nothing is fetched signed out. */
export function useApiKeys() {
  const { user } = useAtomValue(authAtom);
  return useSWR(user ? API_KEYS_KEY : null, fetchApiKeys);
}

/** The API's OpenAPI document (`GET /api/openapi.json`), cached for long. */
export function useOpenApiDocument() {
  return useSWR(OPENAPI_KEY, fetchOpenApiDocument, {
    dedupingInterval: OPENAPI_CACHE_MS,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
