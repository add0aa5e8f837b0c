import React, { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/ButtonLink';
import { loadCaptchaWidget } from './load';
import * as S from './EnquiryForm.styles';

/** What the form needs from a human check: the real reCAPTCHA or the local check. */
export interface CaptchaWidgetProps {
  /** A fresh token when the check is completed; null when it expires (product-rules §4 Challenge widget). */
  onToken: (token: string | null) => void;
  /** `widget`: the check stopped working; `script`: its code could not be loaded. */
  onError: (reason: CaptchaErrorReason) => void;
}
type CaptchaErrorReason = 'widget' | 'script';

const ERROR_TEXT: Record<CaptchaErrorReason, string> = {
  widget: 'The human check stopped working, usually because the connection dropped.',
  script: 'The human check could not be loaded. Check your internet connection.',
};

interface HumanCheckProps {
  /** False until the visitor is about to use the form; nothing is fetched before. */
  isArmed: boolean;
  /** Each send attempt starts the check over, because a token is verified only once. */
  attempt: number;
  onToken: (token: string | null) => void;
}

/** The human check's slot: a box of the widget's size (304×78) until the widget's chunk has arrived. */
export function HumanCheck({ isArmed, attempt, onToken }: HumanCheckProps) {
  const [Widget, setWidget] = useState<Awaited<ReturnType<typeof loadCaptchaWidget>> | null>(null);
  const [error, setError] = useState<CaptchaErrorReason | null>(null);
  const handleError = useCallback(
    (reason: CaptchaErrorReason) => {
      setError(reason);
      onToken(null);
    },
    [onToken],
  );
  // Runs again on "Try the check again", which fetches a chunk that failed to load.
  useEffect(() => {
    if (!isArmed || error) return undefined;
    let isCurrent = true;
    loadCaptchaWidget().then(
      (widget) => isCurrent && setWidget(() => widget),
      (cause: unknown) => {
        console.error('Contact form: the human check could not be loaded', cause);
        if (isCurrent) handleError('script');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isArmed, error, handleError]);

  if (error) {
    return (
      <S.CheckError role="alert">
        <span>{ERROR_TEXT[error]}</span>
        <Button type="button" $variant="outline" onClick={() => setError(null)}>
          Try the check again
        </Button>
      </S.CheckError>
    );
  }
  if (!Widget) {
    return (
      <S.CheckPlaceholder>{isArmed ? 'Loading the human check…' : 'The human check appears here.'}</S.CheckPlaceholder>
    );
  }
  return <Widget key={attempt} onToken={onToken} onError={handleError} />;
}
