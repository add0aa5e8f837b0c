import { useEffect, useState, type RefObject } from 'react';

/** How long a copy button says "Copied" before it reads "Copy" again. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * One delegated click handler for every build-time copy button (`[data-copy-code]`) inside `ref`:
 * copies that block's code and returns a message for a live region. No highlighter or per-block
 * script ships to the browser.
 */
export function useCopyCode(ref: RefObject<HTMLElement>): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const timers = new Set<number>();
    const handleClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-copy-code]') : null;
      const code = button?.closest('.code-block')?.querySelector('code');
      const label = button?.querySelector('.code-block-copy-text');
      if (!button || !code || !label) return;
      copyText(code.textContent ?? '').then(
        () => {
          label.textContent = 'Copied';
          setMessage('Code copied to the clipboard.');
          const timer = window.setTimeout(() => {
            label.textContent = 'Copy';
            timers.delete(timer);
          }, COPY_FEEDBACK_MS);
          timers.add(timer);
        },
        () => setMessage('Copying failed. Select the code and press Ctrl+C (or Cmd+C) instead.'),
      );
    };
    container.addEventListener('click', handleClick);
    return () => {
      container.removeEventListener('click', handleClick);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [ref]);
  return message;
}

/** The async Clipboard API, with the older selection-based copy for browsers or contexts without it. */
function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  return new Promise((resolve, reject) => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (ok) resolve();
    else reject(new Error('copy command refused'));
  });
}
