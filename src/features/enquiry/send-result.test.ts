import { describeSendResult, SEND_MESSAGES, toFailure, toSuccess } from './send-result';

describe('toFailure (product-rules §4 Email send result)', () => {
  it('keeps the status and text of an SDK rejection', () => {
    expect(toFailure({ status: 429, text: 'Too Many Requests' })).toEqual({
      ok: false,
      status: 429,
      text: 'Too Many Requests',
    });
  });
  it('maps a TypeError thrown by fetch to status 0 "Network Error"', () => {
    expect(toFailure(new TypeError('Failed to fetch'))).toEqual({ ok: false, status: 0, text: 'Network Error' });
  });
  it('keeps the SDK default status 0 "Network Error"', () => {
    expect(toFailure({ status: 0, text: 'Network Error' })).toEqual({ ok: false, status: 0, text: 'Network Error' });
  });
  it('keeps the message of a string thrown by the SDK argument checks, without calling it a network error', () => {
    expect(toFailure('The public key is required. Visit https://dashboard.emailjs.com/admin/account')).toEqual({
      ok: false,
      status: -1,
      text: 'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    });
  });
  it('keeps the message of any other Error', () => {
    expect(toFailure(new Error('boom'))).toEqual({ ok: false, status: -1, text: 'boom' });
  });
});

describe('toSuccess', () => {
  it('keeps the provider status and text', () => {
    expect(toSuccess({ status: 200, text: 'OK' })).toEqual({ ok: true, status: 200, text: 'OK' });
  });
  it('falls back to 200 OK for an unexpected shape', () => {
    expect(toSuccess(undefined)).toEqual({ ok: true, status: 200, text: 'OK' });
  });
});

describe('describeSendResult (product-rules §8, product-rules §8 spelling)', () => {
  it('says "Form submitted successfully." on success', () => {
    expect(describeSendResult({ ok: true, status: 200, text: 'OK' })).toEqual({
      tone: 'success',
      message: 'Form submitted successfully.',
    });
  });
  it('says "Form not submitted. Please try again." on any failure', () => {
    expect(describeSendResult({ ok: false, status: 500, text: 'Internal Server Error' })).toEqual({
      tone: 'error',
      message: 'Form not submitted. Please try again.',
    });
  });
  it('asks to wait after 429 Too Many Requests', () => {
    const result = describeSendResult({ ok: false, status: 429, text: 'Too Many Requests' });
    expect(result.message).toBe(SEND_MESSAGES.failure);
    expect(result.explanation).toMatch(/one enquiry every 10 seconds.*wait/i);
  });
  it('says the enquiry was blocked after 403 Forbidden', () => {
    expect(describeSendResult({ ok: false, status: 403, text: 'Forbidden' }).explanation).toMatch(/blocked/i);
  });
  it('says headless browsers are blocked after 451', () => {
    expect(
      describeSendResult({ ok: false, status: 451, text: 'Unavailable For Headless Browser' }).explanation,
    ).toMatch(/headless.*blocked/i);
  });
  it('asks to check the connection after status 0 "Network Error"', () => {
    expect(describeSendResult({ ok: false, status: 0, text: 'Network Error' }).explanation).toMatch(
      /internet connection/i,
    );
  });
  it('does not blame the connection for a status 0 with another text', () => {
    expect(describeSendResult({ ok: false, status: 0, text: 'Something else' }).explanation).toBeUndefined();
  });
  it('adds no explanation for a 400 from the provider', () => {
    expect(
      describeSendResult({ ok: false, status: 400, text: 'The service ID not found.' }).explanation,
    ).toBeUndefined();
  });
});
