import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the form may be when scrolling towards it loads the human check. */
export const ARM_ROOT_MARGIN = '400px 0px';

/**
 * Calls `onArm` once the visitor is about to use `element`: focus, a pointer or a touch inside it,
 * or it comes within `rootMargin` of the viewport. Unless `isFirstViewEnough`, being near on first
 * paint does not count, only scrolling while near. Returns the cleanup; arming cleans up too.
 */
export function watchIntent(
  element: HTMLElement,
  onArm: () => void,
  { rootMargin, isFirstViewEnough }: { rootMargin: string; isFirstViewEnough: boolean },
): () => void {
  // The visitor may have reached the element before the page finished hydrating.
  if (element.contains(document.activeElement) || element.matches(':hover')) {
    onArm();
    return () => undefined;
  }
  const events = ['focusin', 'pointerover', 'touchstart'] as const;
  let isNear = false;
  let isFirstReport = !isFirstViewEnough;
  const arm = () => {
    cleanup();
    onArm();
  };
  const handleScroll = () => isNear && arm();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            isNear = entries.some((entry) => entry.isIntersecting);
            // The first report describes the page as loaded; a later one means the visitor scrolled.
            if (isNear && !isFirstReport) arm();
            isFirstReport = false;
          },
          { rootMargin },
        )
      : null;
  function cleanup() {
    for (const name of events) element.removeEventListener(name, arm);
    window.removeEventListener('scroll', handleScroll);
    observer?.disconnect();
  }
  for (const name of events) element.addEventListener(name, arm, { passive: true });
  window.addEventListener('scroll', handleScroll, { passive: true });
  observer?.observe(element);
  return cleanup;
}

/** True once the visitor is about to use the element (watchIntent, first paint not counted). */
export function useArmOnIntent<T extends HTMLElement>(): [React.RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isArmed, setArmed] = useState(false);
  useEffect(() => {
    if (!ref.current || isArmed) return undefined;
    return watchIntent(ref.current, () => setArmed(true), { rootMargin: ARM_ROOT_MARGIN, isFirstViewEnough: false });
  }, [isArmed]);
  return [ref, isArmed];
}
