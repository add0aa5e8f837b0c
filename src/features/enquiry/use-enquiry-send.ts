import { useCallback, useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { trackEvent } from '../../services/analytics';
import { loadEmailService } from './load';
import { describeSendResult, NETWORK_ERROR, type SendMessage, type SendResult } from './send-result';

/**
 * Sending state over the lazily loaded EmailJS code: `preload` fetches it early, `send` resolves
 * to the result, or to null when the form unmounted meanwhile.
 */
export function useEnquirySend() {
  const [isSending, setSending] = useState(false);
  const [status, setStatus] = useState<SendMessage | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // A failure here is retried by `send`.
  const preload = useCallback(() => void loadEmailService().catch(() => undefined), []);

  const send = useCallback(async (form: HTMLFormElement): Promise<SendResult | null> => {
    setSending(true);
    const result = await loadEmailService().then(
      ({ sendEnquiry }) => sendEnquiry(form),
      (error: unknown): SendResult => {
        // The sending code itself could not be fetched: for the visitor that is a network failure.
        console.error('Contact form: the sending code could not be loaded', error);
        return { ok: false, ...NETWORK_ERROR };
      },
    );
    // The enquiry reached the provider even if the form has unmounted meanwhile: a conversion.
    if (result.ok) trackEvent(ANALYTICS_EVENTS.enquirySent, { path: window.location.pathname });
    if (!isMounted.current) return null;
    setSending(false);
    setStatus(describeSendResult(result));
    return result;
  }, []);

  const clearStatus = useCallback(() => setStatus(null), []);
  return { isSending, status, preload, send, clearStatus };
}
