/**
 * URL rules of the legal editor's embeds: the report HTML contract's own functions (`@alegato/domain`
 * vocabulary, ADR 0018) — links http, https or mailto; remote images http(s); videos only YouTube or
 * Vimeo, turned into their embed URLs.
 *
 * Re-bound with their signatures written out: vite bundles the contract into the published JS, and the
 * published `.d.ts` must not name `@alegato/domain`, which is private and not a dependency of the package.
 */
import * as contract from '@alegato/domain/vocabulary';

/** An http(s) or mailto link, normalised; null when the scheme is not allowed. */
export const safeLinkHref: (raw: string) => string | null = contract.safeLinkHref;
/** A remote image address (http or https), normalised; null otherwise. */
export const safeImageSrc: (raw: string) => string | null = contract.safeImageSrc;
/** The embed URL of a YouTube or Vimeo video page or embed; null for any other address. */
export const videoEmbedUrl: (raw: string) => string | null = contract.videoEmbedUrl;
/** Whether an address is one of the contract's video embed URLs. */
export const isVideoEmbed: (src: string) => boolean = contract.isVideoEmbed;
/** The embed URL prefixes videos may have. */
export const videoEmbedPrefixes: readonly string[] = contract.VIDEO_EMBED_PREFIXES;
