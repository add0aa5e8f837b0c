import React, { lazy, Suspense, useCallback, useState } from 'react';
import { contactConfig } from '../../config/env';
import type { CaptchaErrorReason, CaptchaHandle } from '../../services/captcha-types';
import { Button } from '../ui/ButtonLink';
import { loadCaptchaWidget } from './load-captcha-widget';
import { LoadFailure } from './LoadFailure';
import * as S from './CaptchaField.styles';

interface CaptchaFieldProps {
  /** False until the visitor is about to use the form; nothing is fetched before. */
  isArmed: boolean;
  widgetRef: React.Ref<CaptchaHandle>;
  onToken: (token: string | null) => void;
}

const ERROR_TEXT: Record<CaptchaErrorReason, string> = {
  widget: 'The human check stopped working, usually because the connection dropped.',
  script: 'The human check could not be loaded. Check your internet connection.',
};

/** The human check's slot in the form: a placeholder of the widget's size, then the lazy widget. */
export function CaptchaField({ isArmed, widgetRef, onToken }: CaptchaFieldProps) {
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
    <S.Placeholder>{isArmed ? 'Loading the human check…' : 'The human check appears here.'}</S.Placeholder>
  );
  return (
    <S.Wrapper>
      {error ? (
        <S.Error role="alert">
          <span>{ERROR_TEXT[error]}</span>
          <Button type="button" $variant="outline" onClick={handleRetry}>
            Try the check again
          </Button>
        </S.Error>
      ) : isArmed ? (
        <LoadFailure onFailure={() => handleError('script')}>
          <Suspense fallback={placeholder}>
            <Widget
              ref={widgetRef}
              siteKey={contactConfig.captcha.mode === 'recaptcha' ? contactConfig.captcha.siteKey : undefined}
              onToken={onToken}
              onError={handleError}
            />
          </Suspense>
        </LoadFailure>
      ) : (
        placeholder
      )}
    </S.Wrapper>
  );
}
