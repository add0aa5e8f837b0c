/** How a send ended (product-rules §4 Email send result; defaults: 0, "Network Error"). */
export interface SendResult {
  ok: boolean;
  status: number;
  text: string;
}

export const NETWORK_ERROR: SendResult = { ok: false, status: 0, text: 'Network Error' };

/** product-rules §8 statuses, each with a short human explanation. */
const EXPLANATIONS: Readonly<Record<number, string>> = {
  429: 'You can send one enquiry every 10 seconds. Please wait a few seconds, then send it again.',
  403: 'Our spam filter blocked this enquiry. Please e-mail us instead.',
  451: 'Enquiries from automated (headless) browsers are blocked. Please use a regular browser or e-mail us.',
  0: 'We could not reach the mail service. Check your internet connection and try again.',
};

const isStatusLike = (value: unknown): value is { status: number; text: string } =>
  typeof (value as { status?: unknown } | null)?.status === 'number' &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * The SDK rejects with `{ status, text }`, but a failed `fetch` rejects with a bare TypeError and
 * its own argument checks throw plain strings. This brings all of them to one shape.
 * @example toFailure(new TypeError('Failed to fetch')) // { ok: false, status: 0, text: 'Network Error' }
 */
export function toFailure(error: unknown): SendResult {
  if (isStatusLike(error)) return { ok: false, status: error.status, text: error.text };
  if (error instanceof TypeError) return NETWORK_ERROR;
  return { ok: false, status: -1, text: error instanceof Error ? error.message : String(error) };
}

/** @example toSuccess({ status: 200, text: 'OK' }) // { ok: true, status: 200, text: 'OK' } */
export function toSuccess(response: unknown): SendResult {
  return isStatusLike(response)
    ? { ok: true, status: response.status, text: response.text }
    : { ok: true, status: 200, text: 'OK' };
}

/**
 * What the visitor reads after a send; the explanation says why and what to do (§8 statuses only).
 * Status 0 only counts as a network error when the text says so (the SDK's default), so an
 * unexpected exception is not blamed on the connection.
 * @example describeSendResult({ ok: false, status: 429, text: 'Too Many Requests' }).explanation // 'You can send one enquiry…'
 */
export function describeSendResult({ ok, status, text }: SendResult): { message: string; explanation?: string } {
  if (ok) return { message: 'Form submitted successfully.' };
  const isUnexplained = status === 0 && text !== NETWORK_ERROR.text;
  const explanation = isUnexplained ? undefined : EXPLANATIONS[status];
  return { message: 'Form not submitted. Please try again.', ...(explanation ? { explanation } : {}) };
}
