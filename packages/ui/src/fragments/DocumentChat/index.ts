export { DocumentChat } from './DocumentChat';
export type {
  ChatCitation,
  ChatMessage,
  ChatSession,
  DocumentChatLabels,
  DocumentChatProps,
} from './DocumentChat';
