import React, { useEffect, useId, useRef } from 'react';
import { Link } from 'gatsby';
import { Button } from '../../components/ui/ButtonLink';
import { describeSendResult, type SendResult } from './send-result';
import * as S from './EnquiryForm.styles';

interface SubmitAreaProps {
  hasToken: boolean;
  isSending: boolean;
  result: SendResult | null;
  /** mailto: link with the enquiry, offered when a send failed. */
  fallbackHref?: string;
}

/**
 * Send (disabled until the human check gives a token, product-rules §4), the outcome in a
 * role="alert" region that is always present so every new message is announced, and the privacy note.
 */
export function SubmitArea({ hasToken, isSending, result, fallbackHref }: SubmitAreaProps) {
  const helpId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  // Send is disabled again after a send, so focus would fall back to the page: keep it on the outcome.
  useEffect(() => {
    if (result) statusRef.current?.focus();
  }, [result]);
  const outcome = result && describeSendResult(result);
  const isFailure = result?.ok === false;
  return (
    <>
      <S.Actions>
        <Button type="submit" disabled={!hasToken || isSending} aria-describedby={helpId}>
          {isSending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <S.Note id={helpId}>
          {hasToken ? 'Ready to send.' : 'Complete the human check above to enable Send enquiry.'}
        </S.Note>
      </S.Actions>
      <S.Status ref={statusRef} role="alert" tabIndex={-1} $isError={isFailure}>
        {outcome ? (
          <>
            <strong>{outcome.message}</strong>
            {outcome.explanation ? <span> {outcome.explanation}</span> : null}
            {isFailure && fallbackHref ? (
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
}
