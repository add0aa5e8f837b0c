import type React from 'react';
import { contactConfig } from '../../config/env';
import { onceUntilFailure } from '../../lib/contact/once-until-failure';
import type { CaptchaHandle, CaptchaWidgetProps } from '../../services/captcha-types';

export type CaptchaWidget = React.ForwardRefExoticComponent<CaptchaWidgetProps & React.RefAttributes<CaptchaHandle>>;

/**
 * The human check in its own named chunk, fetched only when the form is about to be used
 * (issue #6): the real reCAPTCHA when the build has a site key, otherwise the local check.
 */
export const loadCaptchaWidget = onceUntilFailure(async (): Promise<{ default: CaptchaWidget }> =>
  contactConfig.captcha.mode === 'recaptcha'
    ? { default: (await import(/* webpackChunkName: "contact-recaptcha" */ '../../services/captcha')).RecaptchaWidget }
    : { default: (await import(/* webpackChunkName: "contact-local-check" */ './LocalCheck')).LocalCheck },
);
