export { LegalEditor, legalEditorSaveStatuses } from './LegalEditor';
export type { LegalEditorProps, LegalEditorLabels, LegalEditorSaveStatus } from './LegalEditor';
export { htmlBody } from './html';
export { videoEmbedUrl, safeLinkHref, safeImageSrc } from './urls';
