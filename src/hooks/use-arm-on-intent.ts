import { useEffect, useRef, useState } from 'react';

/** How far below the viewport the form may be when scrolling towards it starts loading its code. */
export const ARM_ROOT_MARGIN = '400px 0px';

/**
 * True once the visitor shows they are about to use an element: they scroll while it is within
 * ARM_ROOT_MARGIN of the viewport (or scrolling brings it there), or the pointer, a touch or
 * keyboard focus enters it. Merely being in view on first paint does not count, so nothing heavy
 * loads with the page itself (issue #6). Every observer and listener is removed on arming and on unmount.
 */
export function useArmOnIntent<T extends HTMLElement>(): [React.RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [isArmed, setArmed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isArmed) return undefined;
    const arm = () => setArmed(true);
    // The visitor may have reached the form before the page finished hydrating.
    if (element.contains(document.activeElement) || element.matches(':hover')) {
      arm();
      return undefined;
    }
    const events = ['focusin', 'pointerover', 'touchstart'] as const;
    for (const name of events) element.addEventListener(name, arm, { passive: true });

    let isNear = false;
    let isFirstReport = true;
    const handleScroll = () => isNear && arm();
    window.addEventListener('scroll', handleScroll, { passive: true });
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              isNear = entries.some((entry) => entry.isIntersecting);
              // The first report describes the page as loaded; a later one means the visitor scrolled.
              if (isNear && !isFirstReport) arm();
              isFirstReport = false;
            },
            { rootMargin: ARM_ROOT_MARGIN },
          )
        : null;
    observer?.observe(element);

    return () => {
      for (const name of events) element.removeEventListener(name, arm);
      window.removeEventListener('scroll', handleScroll);
      observer?.disconnect();
    };
  }, [isArmed]);

  return [ref, isArmed];
}
