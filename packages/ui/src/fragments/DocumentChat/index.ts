export { DocumentChat } from './DocumentChat';
export type { ChatCitation, ChatMessage, DocumentChatLabels, DocumentChatProps } from './DocumentChat';
