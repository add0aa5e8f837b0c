import { describeSendResult, toFailure, toSuccess } from './send-result';

describe('toFailure (product-rules §4 Email send result)', () => {
  const publicKeyMissing = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
  it.each([
    [
      'keeps the status and text of an SDK rejection',
      { status: 429, text: 'Too Many Requests' },
      429,
      'Too Many Requests',
    ],
    [
      'maps a TypeError thrown by fetch to status 0 "Network Error"',
      new TypeError('Failed to fetch'),
      0,
      'Network Error',
    ],
    ['keeps the SDK default status 0 "Network Error"', { status: 0, text: 'Network Error' }, 0, 'Network Error'],
    [
      'keeps the message of a string thrown by the SDK argument checks, without calling it a network error',
      publicKeyMissing,
      -1,
      publicKeyMissing,
    ],
    ['keeps the message of any other Error', new Error('boom'), -1, 'boom'],
  ])('%s', (_rule, error, status, text) => {
    expect(toFailure(error)).toEqual({ ok: false, status, text });
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

describe('describeSendResult (product-rules §8)', () => {
  it('says "Form submitted successfully." on success', () => {
    expect(describeSendResult({ ok: true, status: 200, text: 'OK' })).toEqual({
      message: 'Form submitted successfully.',
    });
  });
  it('says "Form not submitted. Please try again." on any failure', () => {
    expect(describeSendResult({ ok: false, status: 500, text: 'Internal Server Error' })).toEqual({
      message: 'Form not submitted. Please try again.',
    });
  });
  it.each([
    ['asks to wait after 429 Too Many Requests', 429, 'Too Many Requests', /one enquiry every 10 seconds.*wait/i],
    ['says the enquiry was blocked after 403 Forbidden', 403, 'Forbidden', /blocked/i],
    ['says headless browsers are blocked after 451', 451, 'Unavailable For Headless Browser', /headless.*blocked/i],
    ['asks to check the connection after status 0 "Network Error"', 0, 'Network Error', /internet connection/i],
    ['does not blame the connection for a status 0 with another text', 0, 'Something else', undefined],
    ['adds no explanation for a 400 from the provider', 400, 'The service ID not found.', undefined],
  ])('%s', (_rule, status, text, explanation) => {
    const described = describeSendResult({ ok: false, status, text });
    expect(described.message).toBe('Form not submitted. Please try again.');
    if (explanation) expect(described.explanation).toMatch(explanation);
    else expect(described.explanation).toBeUndefined();
  });
});
