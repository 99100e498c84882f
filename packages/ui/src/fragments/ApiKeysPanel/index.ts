export { ApiKeysPanel, apiKeyExpiries, apiKeyStatuses, apiKeysPanelStates } from './ApiKeysPanel';
export type {
  ApiKeyCreateValue,
  ApiKeyExpiry,
  ApiKeyItem,
  ApiKeySecret,
  ApiKeyStatus,
  ApiKeysPanelLabels,
  ApiKeysPanelProps,
  ApiKeysPanelState,
} from './ApiKeysPanel';
