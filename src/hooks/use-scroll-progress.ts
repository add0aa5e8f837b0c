import { useEffect, useState } from 'react';
import { scrollProgress } from '../lib/ui/scroll-progress';

/** Scroll percentage of the page (product-rules §2 reading-progress bar), measured at most once a frame. */
export function useScrollProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      setProgress(
        scrollProgress({ scrollTop: window.scrollY, scrollHeight: root.scrollHeight, clientHeight: root.clientHeight }),
      );
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return progress;
}
