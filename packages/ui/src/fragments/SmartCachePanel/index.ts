export { SmartCachePanel, enginesStates, smartCachePanelStates } from './SmartCachePanel';
export type {
  CacheCollectionItem,
  EngineLimitItem,
  EnginesState,
  EnginesSummary,
  SmartCachePanelLabels,
  SmartCachePanelProps,
  SmartCachePanelState,
  SmartCacheRequest,
  SmartCacheResult,
} from './SmartCachePanel';
