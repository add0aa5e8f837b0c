import React, { forwardRef, useId } from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/ButtonLink';
import type { SendMessage } from './send-result';
import * as S from './EnquiryForm.styles';

interface SubmitAreaProps {
  hasToken: boolean;
  isSending: boolean;
  status: SendMessage | null;
  /** mailto: link with the enquiry, offered when a send failed. */
  fallbackHref?: string;
}

/**
 * Send (disabled until the human check gives a token, product-rules §4), the outcome in a
 * role="alert" region that is always present so every new message is announced, and the privacy
 * note. The forwarded ref is the outcome region, which takes focus after a send.
 */
export const SubmitArea = forwardRef<HTMLDivElement, SubmitAreaProps>(function SubmitArea(
  { hasToken, isSending, status, fallbackHref },
  statusRef,
) {
  const helpId = useId();
  return (
    <>
      <S.Actions>
        <Button type="submit" disabled={!hasToken || isSending} aria-describedby={helpId}>
          {isSending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <S.Help id={helpId}>
          {hasToken ? 'Ready to send.' : 'Complete the human check above to enable Send enquiry.'}
        </S.Help>
      </S.Actions>
      <S.Status ref={statusRef} role="alert" tabIndex={-1} $tone={status?.tone ?? 'success'}>
        {status ? (
          <>
            <strong>{status.message}</strong>
            {status.explanation ? <span> {status.explanation}</span> : null}
            {status.tone === 'error' && fallbackHref ? (
              <S.Fallback>
                Your message is still in the form. <a href={fallbackHref}>Send by e-mail instead</a>
              </S.Fallback>
            ) : null}
          </>
        ) : null}
      </S.Status>
      <S.Privacy>
        We use these details only to answer your enquiry. Read our <Link to="/privacy/">privacy policy</Link>.
      </S.Privacy>
    </>
  );
});
