/**
 * URL rules of the legal editor's embeds (docs/adr/0013, the report HTML contract): links may be http,
 * https or mailto; images http(s) only; videos only YouTube or Vimeo, turned into their embed URLs.
 * Pure functions, no DOM.
 */

const parse = (raw: string): URL | null => {
  try {
    return new URL(raw.trim());
  } catch {
    return null;
  }
};

/** The link target if it is an http, https or mailto URL, else `null`. */
export function safeLinkHref(raw: string): string | null {
  const url = parse(raw);
  if (!url) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname ? url.href : null;
}

/** The image source if it is an http(s) URL, else `null` (no data:, no javascript:). */
export function safeImageSrc(raw: string): string | null {
  const url = parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href;
}

/** Prefixes of the only iframes the report HTML keeps. */
export const videoEmbedPrefixes = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
] as const;

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;

/**
 * The embed URL of a YouTube or Vimeo video (`https://www.youtube-nocookie.com/embed/<id>` or
 * `https://player.vimeo.com/video/<id>`), from a watch, short, share or embed URL; `null` for anything
 * else.
 */
export function videoEmbedUrl(raw: string): string | null {
  const url = parse(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
    if (id && youtubeId.test(id)) return `${videoEmbedPrefixes[0]}${id}`;
    return null;
  }
  if (host === 'youtu.be') {
    id = segments[0];
    return id && youtubeId.test(id) ? `${videoEmbedPrefixes[0]}${id}` : null;
  }
  if (host === 'vimeo.com') {
    id = segments.find((segment) => vimeoId.test(segment));
    return id ? `${videoEmbedPrefixes[1]}${id}` : null;
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video') {
    id = segments[1];
    return id && vimeoId.test(id) ? `${videoEmbedPrefixes[1]}${id}` : null;
  }
  return null;
}

/** Whether an iframe source is one of the embed URLs `videoEmbedUrl` produces. */
export function isVideoEmbed(src: string): boolean {
  return videoEmbedUrl(src) === src;
}
