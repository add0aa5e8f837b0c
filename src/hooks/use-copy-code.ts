import { useEffect, useState, type RefObject } from 'react';

/** How long a copy button says "Copied" before it reads "Copy" again. */
const COPY_FEEDBACK_MS = 2000;

/**
 * One delegated click handler for every build-time copy button (`[data-copy-code]`) inside `ref`,
 * so no highlighter or per-block script ships to the browser; returns a message for a live region.
 */
export function useCopyCode(ref: RefObject<HTMLElement>): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const timers = new Set<number>();
    const handleClick = async (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('[data-copy-code]') : null;
      const code = button?.closest('.code-block')?.querySelector('code');
      const label = button?.querySelector('.code-block-copy-text');
      if (!code || !label) return;
      try {
        await navigator.clipboard.writeText(code.textContent ?? '');
      } catch {
        setMessage('Copying failed. Select the code and press Ctrl+C (or Cmd+C) instead.');
        return;
      }
      label.textContent = 'Copied';
      setMessage('Code copied to the clipboard.');
      timers.add(window.setTimeout(() => (label.textContent = 'Copy'), COPY_FEEDBACK_MS));
    };
    container.addEventListener('click', handleClick);
    return () => {
      container.removeEventListener('click', handleClick);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [ref]);
  return message;
}
