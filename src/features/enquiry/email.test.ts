/** The real @emailjs/browser 4.4.1 behind sendEnquiry, with only `fetch` replaced. */
import { createRateLimitStorage, sendEnquiry, SEND_THROTTLE_MS, toSendResult } from './email';
import type { EmailConfig } from '../../lib/contact/contact-config';
import { SEND_TIMEOUT_MS, TIMED_OUT } from './enquiry';

const standIn: EmailConfig = {
  mode: 'stand-in',
  serviceId: 'local_service',
  templateId: 'local_template',
  publicKey: 'local_public_key',
  origin: null,
};

function makeForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="name" value="Asha Verma">
    <input name="mobile_no" value="9876543210">
    <input name="email" value="asha@example.in">
    <input name="country" value="India">
    <textarea name="message">An app</textarea>
    <input type="hidden" name="g-recaptcha-response" value="token-1">`;
  document.body.appendChild(form);
  return form;
}

const fetchMock = jest.fn();
let now = 1_700_000_000_000;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, text: async () => 'OK' });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.localStorage.clear();
  now += 60_000; // each test starts well outside the previous test's throttle window
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sendEnquiry', () => {
  it('posts the form with lib_version 4.4.1 and the ids to the page origin when using the stand-in', async () => {
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toEqual({ ok: true, status: 200, text: 'OK' });
    const [url, init] = fetchMock.mock.calls[0] as [string, { method: string; body: FormData }];
    expect(url).toBe(`${window.location.origin}/api/v1.0/email/send-form`);
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(init.body)).toEqual({
      name: 'Asha Verma',
      mobile_no: '9876543210',
      email: 'asha@example.in',
      country: 'India',
      message: 'An app',
      'g-recaptcha-response': 'token-1',
      lib_version: '4.4.1',
      service_id: 'local_service',
      template_id: 'local_template',
      user_id: 'local_public_key',
    });
  });

  it('posts to api.emailjs.com with the real ids', async () => {
    const live: EmailConfig = {
      mode: 'emailjs',
      serviceId: 'service_abc',
      templateId: 'template_def',
      publicKey: 'pk_123',
      origin: 'https://api.emailjs.com',
    };
    await sendEnquiry(makeForm(), live);
    const [url, init] = fetchMock.mock.calls[0] as [string, { body: FormData }];
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send-form');
    expect(init.body.get('user_id')).toBe('pk_123');
  });

  it('refuses a second send within 10 s on the same page with 429, without a request', async () => {
    await sendEnquiry(makeForm(), standIn);
    now += SEND_THROTTLE_MS - 1;
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toEqual({
      ok: false,
      status: 429,
      text: 'Too Many Requests',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 1;
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('still throttles when localStorage is unusable', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await sendEnquiry(makeForm(), standIn);
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps a fetch TypeError to status 0 "Network Error" and logs the detail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toEqual({ ok: false, status: 0, text: 'Network Error' });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('status 0, Network Error'),
      expect.any(TypeError),
    );
  });

  it('releases the rate limit after a failed send, so trying again really sends', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, text: async () => 'Internal Server Error' });
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ ok: false, status: 500 });
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the lock of an accepted send when a send is refused locally with 429', async () => {
    await sendEnquiry(makeForm(), standIn);
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ status: 429 });
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a send that does not answer in time, and releases the rate limit', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    await expect(sendEnquiry(makeForm(), standIn, 20)).resolves.toEqual(TIMED_OUT);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('no answer in 20 ms'));
    await expect(sendEnquiry(makeForm(), standIn, 20)).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits 30 s by default', () => {
    expect(SEND_TIMEOUT_MS).toBe(30_000);
  });

  it('passes on the provider status and text of a refused send', async () => {
    const text = 'The service ID not found. To find this ID, visit https://dashboard.emailjs.com/admin';
    fetchMock.mockResolvedValue({ ok: false, status: 400, text: async () => text });
    await expect(sendEnquiry(makeForm(), standIn)).resolves.toEqual({ ok: false, status: 400, text });
  });
});

describe('toSendResult (product-rules §8)', () => {
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
    expect(toSendResult(false, error)).toEqual({ ok: false, status, text });
  });

  it('keeps the provider status and text of a success', () => {
    expect(toSendResult(true, { status: 200, text: 'OK' })).toEqual({ ok: true, status: 200, text: 'OK' });
  });
  it('falls back to 200 OK for a success of an unexpected shape', () => {
    expect(toSendResult(true, undefined)).toEqual({ ok: true, status: 200, text: 'OK' });
  });
});

describe('createRateLimitStorage', () => {
  it('writes through to localStorage so the limit survives a reload', async () => {
    await createRateLimitStorage().set('/contact/', '1000');
    expect(window.localStorage.getItem('/contact/')).toBe('1000');
    expect(await createRateLimitStorage().get('/contact/')).toBe('1000');
  });

  it('still remembers sends when there is no web storage at all', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockReturnValue(null as unknown as Storage);
    const storage = createRateLimitStorage();
    expect(await storage.get('/contact/')).toBeNull();
    await storage.set('/contact/', '1000');
    expect(await storage.get('/contact/')).toBe('1000');
    expect(window.localStorage).toBeNull();
  });

  it('still remembers sends when touching storage throws (blocked in a privacy mode)', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = createRateLimitStorage();
    await storage.set('/contact/', '1000');
    expect(await storage.get('/contact/')).toBe('1000');
  });

  it('returns the newest timestamp when a write to web storage failed (quota full)', async () => {
    window.localStorage.setItem('/contact/', '1000');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const storage = createRateLimitStorage();
    await storage.set('/contact/', '5000');
    expect(window.localStorage.getItem('/contact/')).toBe('1000');
    expect(await storage.get('/contact/')).toBe('5000');
  });

  it('removes from both places', async () => {
    const storage = createRateLimitStorage();
    await storage.set('/contact/', '1000');
    await storage.remove('/contact/');
    expect(await storage.get('/contact/')).toBeNull();
    expect(window.localStorage.getItem('/contact/')).toBeNull();
  });
});
