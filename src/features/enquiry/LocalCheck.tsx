import React, { useEffect, useId, useState } from 'react';
import type { CaptchaWidgetProps } from './captcha-widget';
import * as S from './EnquiryForm.styles';

/**
 * Stand-in for reCAPTCHA in builds without GATSBY_RECAPTCHA_SITE_KEY (product-rules §7): clearly
 * labelled, it puts a token exactly where reCAPTCHA would, so the whole flow runs offline.
 */
export function LocalCheck({ onToken, onReady }: CaptchaWidgetProps) {
  useEffect(() => onReady(), [onReady]);
  const [token, setToken] = useState<string | null>(null);
  const noteId = useId();
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked ? `local-check-${Date.now().toString(36)}` : null;
    setToken(next);
    onToken(next);
  };
  return (
    <S.LocalBox>
      <label>
        <input type="checkbox" checked={token !== null} onChange={handleChange} aria-describedby={noteId} />
        Local test check: not a real captcha
      </label>
      <p id={noteId}>
        This build has no reCAPTCHA site key, so enquiries go to the local stand-in outbox, not to a mailbox.
      </p>
      {/* reCAPTCHA's own field name, which EmailJS verifies. */}
      {token ? <input type="hidden" name="g-recaptcha-response" value={token} /> : null}
    </S.LocalBox>
  );
}
