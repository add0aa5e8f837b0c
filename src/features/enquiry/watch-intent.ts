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
  const observer = new IntersectionObserver(
    (entries) => {
      isNear = entries.some((entry) => entry.isIntersecting);
      // The first report describes the page as loaded; a later one means the visitor scrolled.
      if (isNear && !isFirstReport) arm();
      isFirstReport = false;
    },
    { rootMargin },
  );
  function cleanup() {
    for (const name of events) element.removeEventListener(name, arm);
    window.removeEventListener('scroll', handleScroll);
    observer.disconnect();
  }
  for (const name of events) element.addEventListener(name, arm, { passive: true });
  window.addEventListener('scroll', handleScroll, { passive: true });
  observer.observe(element);
  return cleanup;
}
