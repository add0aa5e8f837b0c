/**
 * Wraps a dynamic import so every caller shares one promise while it is pending or fulfilled, but a
 * rejection is forgotten: the next call tries again instead of replaying the failure.
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
