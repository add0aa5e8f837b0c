/** Pure rules behind the browser behaviours of product-rules §2/§7/§8 (wired up in src/gatsby/browser). */

/** `#testimonials` → `testimonials`; decodes `%20`; empty or `#` → null. */
export function hashToId(hash: string | null | undefined): string | null {
  const id = hash?.replace(/^#/, '');
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** True for webpack's "Loading chunk {id} failed" errors (name ChunkLoadError, product-rules §8). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/.test(message))
  );
}

/** Minimum time between automatic reloads, so a persistently missing chunk never causes a loop. */
export const CHUNK_RELOAD_COOLDOWN_MS = 60_000;

/** Reload once per cooldown: `lastReloadAt` is the time of the previous automatic reload, if any. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_COOLDOWN_MS;
}

/**
 * Paths on the site's own origin that are not pages of the site: the content editor and the Pages Functions.
 * gatsby-plugin-catch-links leaves links to them to the browser (gatsby-config.ts).
 */
export const NOT_SITE_PAGES = /^\/(admin|api)(\/|$)/;

/**
 * The path of a plain `<a>` link to another page of the site, which hovering prefetches (links inside post
 * bodies, and sections kept as the server sent them); null for files, other origins and non-pages.
 */
export function prefetchablePagePath(href: string | null, origin: string): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_SITE_PAGES.test(url.pathname) || /\.[a-z0-9]{1,5}$/i.test(url.pathname)) return null;
  return url.pathname;
}
