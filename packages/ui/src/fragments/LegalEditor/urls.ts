/**
 * URL rules of the legal editor's embeds: the report HTML contract's own functions (`@alegato/domain`
 * vocabulary, ADR 0018) — links http, https or mailto; remote images http(s); videos only YouTube or
 * Vimeo, turned into their embed URLs.
 */
export {
  isVideoEmbed,
  safeImageSrc,
  safeLinkHref,
  VIDEO_EMBED_PREFIXES as videoEmbedPrefixes,
  videoEmbedUrl,
} from '@alegato/domain/vocabulary';
