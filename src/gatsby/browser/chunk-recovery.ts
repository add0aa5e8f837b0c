import { isChunkLoadError, shouldReloadAfterChunkError } from '../../lib/browser-rules';

const STORAGE_KEY = 'starops:chunk-reload-at';

/**
 * After a deploy, an open tab may ask for a chunk that no longer exists ("Loading chunk {id} failed",
 * SPEC §8). Reload once to pick up the new build; the stored timestamp prevents a reload loop.
 */
export function recoverFromChunkErrors(): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    const last = readLast();
    if (!shouldReloadAfterChunkError(last, Date.now())) {
      console.error('Chunk failed to load again after a reload; not reloading to avoid a loop', reason);
      return;
    }
    try {
      sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
    } catch {
      return; // without storage we cannot guard against loops, so do not reload
    }
    window.location.reload();
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}

function readLast(): number | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value ? Number(value) : null;
  } catch {
    return null;
  }
}
