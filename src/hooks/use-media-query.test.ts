import { act, renderHook } from '@testing-library/react';
import { PREFERS_DARK, PREFERS_REDUCED_MOTION, useMediaQuery } from './use-media-query';

/** A matchMedia whose answers the test sets, telling each query's listeners when one changes. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const listOf = (query: string) => listeners.get(query) ?? listeners.set(query, new Set()).get(query)!;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    addEventListener: (_: string, listener: () => void) => listOf(query).add(listener),
    removeEventListener: (_: string, listener: () => void) => listOf(query).delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listOf(query).forEach((listener) => listener());
    },
    listenerCount: (query: string) => listOf(query).size,
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('reads the query now and follows its changes, each query on its own', () => {
    const media = fakeMatchMedia({ [PREFERS_DARK]: true });
    const dark = renderHook(() => useMediaQuery(PREFERS_DARK));
    const motion = renderHook(() => useMediaQuery(PREFERS_REDUCED_MOTION));
    expect([dark.result.current, motion.result.current]).toEqual([true, false]);
    act(() => media.set(PREFERS_REDUCED_MOTION, true));
    expect([dark.result.current, motion.result.current]).toEqual([true, true]);
    act(() => media.set(PREFERS_DARK, false));
    expect([dark.result.current, motion.result.current]).toEqual([false, true]);
  });

  it('stops listening when the component goes', () => {
    const media = fakeMatchMedia({});
    const { unmount } = renderHook(() => useMediaQuery(PREFERS_DARK));
    expect(media.listenerCount(PREFERS_DARK)).toBe(1);
    unmount();
    expect(media.listenerCount(PREFERS_DARK)).toBe(0);
  });
});
