import { useEffect, useState } from 'react';
import { activeHeadingId } from '../lib/blog/table-of-contents';

/**
 * The id of the section being read (lib/blog/table-of-contents): re-measured only when a heading
 * crosses the reading line `offset` px below the top of the viewport (IntersectionObserver), so
 * scrolling costs nothing in between. Null on the server and above the first heading.
 */
export function useActiveHeading(ids: readonly string[], offset = 120): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const measure = () =>
      setActive(
        activeHeadingId(
          elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top })),
          offset,
        ),
      );
    const observer = new IntersectionObserver(measure, { rootMargin: `-${offset}px 0px 0px 0px` });
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [key, offset]);
  return active;
}
