import React, { lazy, Suspense, useCallback, useState } from 'react';
import { contactConfig } from '../../config/env';
import { Button } from '../../components/ui/ButtonLink';
import { loadCaptchaWidget } from './load';
import { LoadFailure } from './LoadFailure';
import * as S from './EnquiryForm.styles';

/** What the form needs from a human check: the real reCAPTCHA or the local check. */
export interface CaptchaWidgetProps {
  /** Only the real reCAPTCHA needs one (GATSBY_RECAPTCHA_SITE_KEY). */
  siteKey?: string;
  /** A fresh token when the check is completed; null when it expires (product-rules §4 Challenge widget). */
  onToken: (token: string | null) => void;
  /** `widget`: the check stopped working; `script`: its code could not be loaded. */
  onError: (reason: CaptchaErrorReason) => void;
}
export type CaptchaErrorReason = 'widget' | 'script';
/** Lets the form clear the check after a send (a reCAPTCHA token is verified only once). */
export interface CaptchaHandle {
  reset: () => void;
}

const ERROR_TEXT: Record<CaptchaErrorReason, string> = {
  widget: 'The human check stopped working, usually because the connection dropped.',
  script: 'The human check could not be loaded. Check your internet connection.',
};

interface HumanCheckProps {
  /** False until the visitor is about to use the form; nothing is fetched before. */
  isArmed: boolean;
  widgetRef: React.Ref<CaptchaHandle>;
  onToken: (token: string | null) => void;
}

/** The human check's slot: a box of the widget's size (304×78), then the lazily loaded widget. */
export function HumanCheck({ isArmed, widgetRef, onToken }: HumanCheckProps) {
  // A new lazy component per attempt, so a retry fetches a chunk that failed to load.
  const [Widget, setWidget] = useState(() => lazy(loadCaptchaWidget));
  const [error, setError] = useState<CaptchaErrorReason | null>(null);
  const handleError = useCallback(
    (reason: CaptchaErrorReason) => {
      setError(reason);
      onToken(null);
    },
    [onToken],
  );
  const handleRetry = () => {
    setError(null);
    setWidget(() => lazy(loadCaptchaWidget));
  };

  const placeholder = (
    <S.CheckPlaceholder>{isArmed ? 'Loading the human check…' : 'The human check appears here.'}</S.CheckPlaceholder>
  );
  if (error) {
    return (
      <S.CheckError role="alert">
        <span>{ERROR_TEXT[error]}</span>
        <Button type="button" $variant="outline" onClick={handleRetry}>
          Try the check again
        </Button>
      </S.CheckError>
    );
  }
  if (!isArmed) return placeholder;
  return (
    <LoadFailure fallback={null} onFailure={() => handleError('script')}>
      <Suspense fallback={placeholder}>
        <Widget
          ref={widgetRef}
          siteKey={contactConfig.captcha.mode === 'recaptcha' ? contactConfig.captcha.siteKey : undefined}
          onToken={onToken}
          onError={handleError}
        />
      </Suspense>
    </LoadFailure>
  );
}
