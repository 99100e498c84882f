export { ArticleViewer, articleViewerStatuses, articleParagraphs, CITATION_COPIED_MS } from './ArticleViewer';
export type {
  ArticleViewerProps,
  ArticleViewerLabels,
  ArticleViewerNorm,
  ArticleViewerTocEntry,
  ArticleViewerArticle,
  ArticleViewerSibling,
  ArticleViewerStatus,
} from './ArticleViewer';
