import { useCallback, useSyncExternalStore } from 'react';

/** The system shows dark (product-rules §10 Colour theme: the toggle's next step depends on it). */
export const PREFERS_DARK = '(prefers-color-scheme: dark)';
/** Reduced motion asked for (product-rules §4 Testimonials, Numbers on About). */
export const PREFERS_REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a CSS media query matches now, kept current as it changes; false on the server, which knows no screen. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
