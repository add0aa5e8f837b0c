type ScrollMetrics = Record<'scrollTop' | 'scrollHeight' | 'clientHeight', number>;

/**
 * How far the reader has scrolled, 0-100 (product-rules §2 reading-progress bar); measurements are passed
 * in (conventions §5), and a page that does not scroll counts as read. Example: top 500 of 1000 px → 50.
 */
export function scrollProgress({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 100;
  const percent = (scrollTop / scrollable) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}
