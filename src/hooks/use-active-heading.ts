import { useEffect, useState } from 'react';
import { activeHeadingId } from '../lib/blog/table-of-contents';

/** A heading counts as being read once its top is in this top share of the viewport. */
const READING_BAND = 0.3;

/** Scrolling that has been still this long is over: the headings are measured once more. */
const SETTLE_MS = 150;

/**
 * The id of the section being read. The headings are measured when one enters or leaves the READING_BAND
 * (an IntersectionObserver), and once more when scrolling stops: a jump (the scrollbar, find in page, End)
 * can carry every heading past the band without one ever being inside it, which the observer never reports.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const elements = key.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    if (elements.length === 0) return undefined;
    const measure = () => {
      const headings = elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
      setActive(activeHeadingId(headings, window.innerHeight * READING_BAND));
    };
    const observer = new IntersectionObserver(measure, {
      rootMargin: `0px 0px -${Math.round((1 - READING_BAND) * 100)}% 0px`,
    });
    elements.forEach((element) => observer.observe(element));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SETTLE_MS);
    };
    window.addEventListener('scroll', settle, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', settle);
      clearTimeout(timer);
    };
  }, [key]);
  return active;
}
