import { init, sendForm, type StorageProvider } from '@emailjs/browser';
import { contactConfig } from '../../config/env';
import type { EmailConfig } from '../../lib/contact/contact-config';
import { NETWORK_ERROR, SEND_TIMEOUT_MS, TIMED_OUT, type SendResult } from './enquiry';

/** product-rules §7: limitRate on, one send per 10 s per page. */
export const SEND_THROTTLE_MS = 10_000;

/**
 * Storage for limitRate that never fails: the SDK silently skips throttling without storage. It uses
 * localStorage when that works (the limit then holds across reloads and tabs) and always keeps an
 * in-memory copy for when storage is missing, blocked or full. `window.localStorage` is read on every
 * access because merely touching it throws in some privacy modes. Values are send timestamps, so a
 * read returns the newest one known.
 */
export function createRateLimitStorage(): StorageProvider {
  const memory = new Map<string, string>();
  const attempt = <T>(action: (storage: Storage) => T): T | undefined => {
    try {
      return action(window.localStorage);
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => {
      const known = [attempt((storage) => storage.getItem(key)), memory.get(key)].filter((value) => value != null);
      return known.sort((a, b) => Number(b) - Number(a))[0] ?? null;
    },
    set: async (key, value) => {
      memory.set(key, value);
      attempt((storage) => storage.setItem(key, value));
    },
    remove: async (key) => {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

/**
 * Brings every way the SDK ends to one shape: it resolves and rejects with `{ status, text }`, but a
 * failed `fetch` rejects with a bare TypeError and its own argument checks throw plain strings.
 * @example toSendResult(false, new TypeError('Failed to fetch')) // { ok: false, status: 0, text: 'Network Error' }
 */
export function toSendResult(ok: boolean, outcome: unknown): SendResult {
  const { status, text } = (outcome ?? {}) as { status?: unknown; text?: unknown };
  if (typeof status === 'number' && typeof text === 'string') return { ok, status, text };
  if (ok) return { ok, status: 200, text: 'OK' };
  if (outcome instanceof TypeError) return NETWORK_ERROR;
  return { ok, status: -1, text: outcome instanceof Error ? outcome.message : String(outcome) };
}

/** Passed to both `init` and `sendForm`: `init` without a provider removes the SDK's storage. */
const storageProvider = createRateLimitStorage();

/**
 * Sends the form through EmailJS: `sendForm` posts every named control plus lib_version, service_id,
 * template_id and user_id (product-rules §7). Never throws: a refused send (403, 429, 451), a network
 * failure and a send that has not answered after `timeoutMs` come back as a result.
 *
 * The timeout is a race, not an abort: @emailjs/browser 4.4.1 calls `fetch` inside `sendPost` with no
 * `signal` and takes none from its caller, so the request itself cannot be cancelled. A request that answers
 * after the timeout is ignored; the visitor is told it may still arrive.
 *
 * The SDK writes its limitRate timestamp before it posts, so a failed send would leave the visitor locked
 * out for 10 s: "Try again" would be refused locally with 429 and no request. Every failure except that
 * local 429 therefore removes the timestamp again (from the storage it lives in, under the `id` below).
 */
export async function sendEnquiry(
  form: HTMLFormElement,
  config: EmailConfig = contactConfig.email,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const rateLimitId = window.location.pathname;
  // product-rules §9: headless blocking is off by default.
  const options = {
    publicKey: config.publicKey,
    blockHeadless: false,
    limitRate: { throttle: SEND_THROTTLE_MS, id: rateLimitId },
    storageProvider,
  };
  // The stand-in is served beside the site by scripts/serve.mjs, so it shares the page's origin.
  init({ ...options, origin: config.origin ?? window.location.origin });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  const sent = sendForm(config.serviceId, config.templateId, form, options).then(
    (response) => toSendResult(true, response),
    (error: unknown) => {
      const failure = toSendResult(false, error);
      console.error(`Contact form not sent (${config.mode}): status ${failure.status}, ${failure.text}`, error);
      return failure;
    },
  );
  const result = await Promise.race([sent, timeout]);
  clearTimeout(timer);
  if (result === TIMED_OUT) console.error(`Contact form not sent (${config.mode}): no answer in ${timeoutMs} ms`);
  if (!result.ok && result.status !== 429) await storageProvider.remove(rateLimitId);
  return result;
}
