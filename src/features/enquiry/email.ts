import { init, sendForm } from '@emailjs/browser';
import { contactConfig } from '../../config/env';
import type { EmailConfig } from '../../lib/contact/contact-config';
import { createRateLimitStorage } from './rate-limit-storage';
import { toFailure, toSuccess, type SendResult } from './send-result';

/** product-rules §7: limitRate on, one send per 10 s per page. */
export const SEND_THROTTLE_MS = 10_000;

/** Passed to both `init` and `sendForm`: `init` without a provider removes the SDK's storage. */
const storageProvider = createRateLimitStorage(() => window.localStorage);

/**
 * Sends the form through EmailJS: `sendForm` posts every named control plus lib_version, service_id,
 * template_id and user_id (product-rules §7). The only module that imports the SDK, in a chunk of its
 * own (load.ts). Never throws: a refused send (403, 429, 451) and a network failure come back as a result.
 */
export async function sendEnquiry(form: HTMLFormElement, config: EmailConfig = contactConfig.email) {
  // product-rules §9: headless blocking is off by default.
  const options = {
    publicKey: config.publicKey,
    blockHeadless: false,
    limitRate: { throttle: SEND_THROTTLE_MS, id: window.location.pathname },
    storageProvider,
  };
  // The stand-in is served beside the site by scripts/serve.mjs, so it shares the page's origin.
  init({ ...options, origin: config.origin ?? window.location.origin });
  try {
    return toSuccess(await sendForm(config.serviceId, config.templateId, form, options));
  } catch (error) {
    const failure: SendResult = toFailure(error);
    console.error(`Contact form not sent (${config.mode}): status ${failure.status}, ${failure.text}`, error);
    return failure;
  }
}
