/**
 * Storage for the EmailJS SDK's limitRate. The SDK silently skips throttling when it has no storage
 * (and `init` without a `storageProvider` even removes its default one), so this provider never
 * fails: it uses the browser's localStorage when it works (the limit then holds across reloads and
 * tabs) and always keeps an in-memory copy for when storage is missing, blocked or full.
 */

/** The SDK's StorageProvider contract (@emailjs/browser 4.4.1 types/StorageProvider). */
export interface RateLimitStorage {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export type WebStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `getStorage` is called on every access because merely touching `window.localStorage` throws in
 * some privacy modes. Values are the SDK's send timestamps, so a read returns the newest one known.
 * @example createRateLimitStorage(() => window.localStorage)
 */
export function createRateLimitStorage(getStorage: () => WebStorage | undefined): RateLimitStorage {
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
    get: async (key) =>
      newest(
        attempt((storage) => storage.getItem(key)),
        memory.get(key),
      ),
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

function newest(stored: string | null | undefined, remembered: string | undefined): string | null {
  if (stored == null) return remembered ?? null;
  if (remembered === undefined) return stored;
  return Number(remembered) > Number(stored) ? remembered : stored;
}
