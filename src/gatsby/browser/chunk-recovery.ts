import { isChunkLoadError, shouldReloadAfterChunkError } from '../../lib/ui/browser-rules';

const STORAGE_KEY = 'starops:chunk-reload-at';
let pendingPath: string | null = null;

export function rememberPendingPath(pathname: string): void {
  pendingPath = pathname;
}

/**
 * After a deploy an open tab may ask for a chunk that no longer exists (product-rules §8): reload once,
 * with a stored timestamp against loops. Runs first (capture) to stop Gatsby's reload-every-time handler.
 */
export function recoverFromChunkErrors(): void {
  const handle = (event: Event, reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    event.stopImmediatePropagation();
    try {
      const last = sessionStorage.getItem(STORAGE_KEY);
      if (!shouldReloadAfterChunkError(last ? Number(last) : null, Date.now())) {
        console.error('A script chunk failed to load again after a reload; not reloading to avoid a loop', reason);
        return;
      }
      sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
    } catch {
      return; // without storage we cannot guard against loops, so do not reload
    }
    if (pendingPath && pendingPath !== window.location.pathname) window.location.assign(pendingPath);
    else window.location.reload();
  };
  window.addEventListener('error', (event) => handle(event, event.error), { capture: true });
  window.addEventListener('unhandledrejection', (event) => handle(event, event.reason), { capture: true });
}
