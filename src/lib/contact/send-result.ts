/**
 * product-rules §4 "Email send result" and §8: every way a send can end, turned into what the visitor reads.
 * Pure, so the wording of each status is unit-tested rather than buried in a component.
 */

/** A settled send: success, or failure with the provider's status and text (product-rules §4 defaults: 0, "Network Error"). */
export interface SendResult {
  ok: boolean;
  status: number;
  text: string;
}

export const NETWORK_ERROR: Omit<SendResult, 'ok'> = { status: 0, text: 'Network Error' };

export const SEND_MESSAGES = {
  success: 'Form submitted successfully.',
  failure: 'Form not submitted. Please try again.',
} as const;

/** product-rules §8 statuses with a short human explanation (product-rules: each maps to a clear message). */
export const FAILURE_EXPLANATIONS: Readonly<Record<number, string>> = {
  429: 'You can send one enquiry every 10 seconds. Please wait a few seconds, then send it again.',
  403: 'Our spam filter blocked this enquiry. Please e-mail us instead.',
  451: 'Enquiries from automated (headless) browsers are blocked. Please use a regular browser or e-mail us.',
  0: 'We could not reach the mail service. Check your internet connection and try again.',
};

/**
 * The SDK resolves and rejects with `{ status, text }`, but a failed `fetch` rejects with a bare
 * TypeError and its own argument checks throw plain strings. This brings all of them to one shape.
 * @example toFailure(new TypeError('Failed to fetch')) // { ok: false, status: 0, text: 'Network Error' }
 */
export function toFailure(error: unknown): SendResult {
  if (isStatusLike(error)) return { ok: false, status: error.status, text: error.text };
  if (error instanceof TypeError) return { ok: false, ...NETWORK_ERROR };
  if (error instanceof Error) return { ok: false, status: -1, text: error.message };
  return { ok: false, status: -1, text: String(error) };
}

/**
 * A resolved SDK response as a result (status 200 "OK" from the provider).
 * @example toSuccess({ status: 200, text: 'OK' }) // { ok: true, status: 200, text: 'OK' }
 */
export function toSuccess(response: unknown): SendResult {
  return isStatusLike(response)
    ? { ok: true, status: response.status, text: response.text }
    : { ok: true, status: 200, text: 'OK' };
}

export interface SendMessage {
  tone: 'success' | 'error';
  message: string;
  /** A second sentence saying why and what to do, for the product-rules §8 statuses only. */
  explanation?: string;
}

/**
 * What the visitor reads after a send. Status 0 only counts as a network error when the text says
 * so (the SDK's default), so an unexpected exception is not blamed on the connection.
 * @example describeSendResult({ ok: false, status: 429, text: 'Too Many Requests' }).explanation // 'You can send one enquiry…'
 */
export function describeSendResult(result: SendResult): SendMessage {
  if (result.ok) return { tone: 'success', message: SEND_MESSAGES.success };
  const isNetwork = result.status === NETWORK_ERROR.status && result.text === NETWORK_ERROR.text;
  const explanation = result.status === 0 && !isNetwork ? undefined : FAILURE_EXPLANATIONS[result.status];
  return { tone: 'error', message: SEND_MESSAGES.failure, ...(explanation ? { explanation } : {}) };
}

function isStatusLike(value: unknown): value is { status: number; text: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { text?: unknown }).text === 'string'
  );
}
