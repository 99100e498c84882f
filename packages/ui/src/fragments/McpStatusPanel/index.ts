export { McpStatusPanel, mcpClientSnippet, mcpStatusPanelStates } from './McpStatusPanel';
export type {
  McpClientItem,
  McpStatusPanelLabels,
  McpStatusPanelProps,
  McpStatusPanelState,
  McpStatusView,
  McpToolItem,
} from './McpStatusPanel';
