import { useEffect, useState } from 'react';
import { scrollProgress } from '../lib/ui/scroll-progress';

/** Scroll percentage of the page (product-rules §2 reading-progress bar); browsers fire scroll at most once a frame. */
export function useScrollProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const measure = () => {
      const { scrollHeight, clientHeight } = document.documentElement;
      setProgress(scrollProgress({ scrollTop: window.scrollY, scrollHeight, clientHeight }));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return progress;
}
