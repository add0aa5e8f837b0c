import { useEffect, useState, type RefObject } from 'react';

/** Whether at least `threshold` of the element is in view; false on the server, true without IntersectionObserver. */
export function useInView(ref: RefObject<Element>, threshold = 0.3): boolean {
  const [isInView, setIsInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setIsInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // isIntersecting alone stays true down to the last visible pixel; leaving means dropping below threshold.
        for (const entry of entries) setIsInView(entry.isIntersecting && entry.intersectionRatio >= threshold * 0.99);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return isInView;
}
