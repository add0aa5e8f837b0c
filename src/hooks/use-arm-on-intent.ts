import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the form may be when scrolling towards it starts loading its code. */
export const ARM_ROOT_MARGIN = '400px 0px';

/**
 * True once the visitor shows they are about to use an element: it scrolls to within
 * ARM_ROOT_MARGIN of the viewport, or the pointer, a touch or keyboard focus enters it. Being in
 * view on first paint does not count, so nothing heavy loads with the page itself (issue #6).
 * Every observer and listener is removed on arming and on unmount.
 */
export function useArmOnIntent<T extends HTMLElement>(): [React.RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isArmed, setArmed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isArmed) return undefined;
    const arm = () => setArmed(true);
    const events = ['focusin', 'pointerover', 'touchstart'] as const;
    for (const name of events) element.addEventListener(name, arm, { passive: true });

    let isFirstReport = true;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              // The first report describes the page as loaded; only a later change means scrolling.
              if (!isFirstReport && entries.some((entry) => entry.isIntersecting)) arm();
              isFirstReport = false;
            },
            { rootMargin: ARM_ROOT_MARGIN },
          )
        : null;
    observer?.observe(element);

    return () => {
      for (const name of events) element.removeEventListener(name, arm);
      observer?.disconnect();
    };
  }, [isArmed]);

  return [ref, isArmed];
}
