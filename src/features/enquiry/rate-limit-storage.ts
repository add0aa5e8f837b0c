import type { StorageProvider } from '@emailjs/browser';

export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Storage for limitRate that never fails: the SDK silently skips throttling without storage. It uses
 * localStorage when that works (the limit then holds across reloads and tabs) and always keeps an
 * in-memory copy for when storage is missing, blocked or full. `getStorage` is called on every access
 * because merely touching `window.localStorage` throws in some privacy modes. Values are send
 * timestamps, so a read returns the newest one known.
 * @example createRateLimitStorage(() => window.localStorage)
 */
export function createRateLimitStorage(getStorage: () => WebStorage | undefined): StorageProvider {
  const memory = new Map<string, string>();
  const attempt = <T>(action: (storage: WebStorage) => T): T | undefined => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => {
      const stored = attempt((storage) => storage.getItem(key)) ?? undefined;
      const remembered = memory.get(key);
      if (stored === undefined || remembered === undefined) return stored ?? remembered ?? null;
      return Number(remembered) > Number(stored) ? remembered : stored;
    },
    set: async (key, value) => {
      memory.set(key, value);
      attempt((storage) => storage.setItem(key, value));
    },
    remove: async (key) => {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}
