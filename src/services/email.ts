import { init, sendForm } from '@emailjs/browser';
import { contactConfig } from '../config/env';
import type { EmailConfig } from '../lib/contact/contact-config';
import { createRateLimitStorage } from '../lib/contact/rate-limit-storage';
import { toFailure, toSuccess, type SendResult } from '../lib/contact/send-result';

/** product-rules §7: limitRate on, one send per 10 s per page. */
export const SEND_THROTTLE_MS = 10_000;

/**
 * Our own storage provider, passed to both `init` and `sendForm`: `init` replaces the SDK's default
 * storage with whatever it is given, and with none the SDK silently skips limitRate.
 */
const storageProvider = createRateLimitStorage(() => window.localStorage);

/**
 * Sends the contact form through EmailJS (`sendForm` posts every named control of the form plus
 * lib_version, service_id, template_id and user_id; product-rules §7). The only module that imports the SDK;
 * the form loads it with import() when it is about to be used. Never throws: every outcome, a
 * refused send (403, 429, 451) and a network failure (status 0) included, comes back as a SendResult.
 */
export async function sendEnquiry(
  form: HTMLFormElement,
  config: EmailConfig = contactConfig.email,
): Promise<SendResult> {
  const options = {
    publicKey: config.publicKey,
    // product-rules §9: headless blocking is off by default.
    blockHeadless: false,
    limitRate: { throttle: SEND_THROTTLE_MS, id: window.location.pathname },
    storageProvider,
  };
  // The stand-in is served beside the site by scripts/serve.mjs, so it shares the page's origin.
  init({ ...options, origin: config.origin ?? window.location.origin });
  try {
    return toSuccess(await sendForm(config.serviceId, config.templateId, form, options));
  } catch (error) {
    const failure = toFailure(error);
    console.error(`Contact form not sent (${config.mode}): status ${failure.status}, ${failure.text}`, error);
    return failure;
  }
}
