export { DocumentUploader, uploadItemStatuses, NO_CASE } from './DocumentUploader';
export type {
  DocumentUploaderProps,
  DocumentUploaderLabels,
  UploadItem,
  UploadItemStatus,
} from './DocumentUploader';
