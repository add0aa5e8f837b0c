import React from 'react';
import { render, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { EnquirySection } from './EnquirySection';
// The form's lazily imported modules are compiled with this file, not within a test's time limit.
import './EnquiryForm';
import { trackEvent } from '../../services/analytics';
import { loadCaptchaWidget, loadEmailService } from './load';
import type { SendResult } from './enquiry';
import { CHECK_LOAD_MS } from './EnquiryForm';

/** The company address the failure messages give (hooks/__mocks__/use-site-data.ts). */
jest.mock('../../hooks/use-site-data');

const mockSend = jest.fn<Promise<SendResult>, [HTMLFormElement]>();
const mockMounts = jest.fn();
const mockEmailService = () => Promise.resolve({ sendEnquiry: (form: HTMLFormElement) => mockSend(form) });

/** Every send succeeds; `fields` holds what the form posted last. */
function acceptSends() {
  const posted: { fields: Record<string, FormDataEntryValue> } = { fields: {} };
  mockSend.mockImplementation(async (form) => {
    posted.fields = Object.fromEntries(new FormData(form));
    return { ok: true, status: 200, text: 'OK' };
  });
  return posted;
}

jest.mock('../../services/analytics', () => ({ trackEvent: jest.fn() }));

/** A stand-in widget with buttons for each thing a real human check can do (product-rules §4 Enquiry form). */
jest.mock('./load', () => {
  const mockReact = jest.requireActual('react');
  function FakeCaptcha(props: {
    onToken: (token: string | null) => void;
    onError: (reason: string) => void;
    onReady: () => void;
  }) {
    mockReact.useEffect(() => {
      mockMounts();
      props.onReady();
    }, []);
    return mockReact.createElement(
      'div',
      null,
      mockReact.createElement('button', { type: 'button', onClick: () => props.onToken('token-1') }, 'Complete check'),
      mockReact.createElement('button', { type: 'button', onClick: () => props.onToken(null) }, 'Expire check'),
      mockReact.createElement('button', { type: 'button', onClick: () => props.onError('widget') }, 'Break check'),
    );
  }
  return {
    loadCaptchaWidget: jest.fn(() => Promise.resolve(FakeCaptcha)),
    loadEmailService: jest.fn(() => mockEmailService()),
  };
});

type User = ReturnType<typeof userEvent.setup>;

const valid = {
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  country: 'India',
  message: 'An app',
};

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('Name'), valid.name);
  await user.type(screen.getByLabelText('Mobile number'), valid.mobile);
  await user.type(screen.getByLabelText('Email'), valid.email);
  await user.type(screen.getByLabelText(/Country/), valid.country);
  await user.type(screen.getByLabelText(/Message/), valid.message);
}

async function completeCheck(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Complete check' }));
}

const sectionProps = { intro: 'Tell us about your project.' };
const submit = () => screen.getByRole('button', { name: 'Send enquiry' });
const fallbackLink = () => screen.queryByRole('link', { name: 'Send by e-mail instead' });

async function checkAndSend(user: User) {
  await completeCheck(user);
  await user.click(submit());
}

/** The form's fields arrive in their own chunk; in a browser render they load at once. */
async function renderForm() {
  const rendered = render(<EnquirySection {...sectionProps} />);
  await screen.findByRole('form', { name: 'Connect with Us' }, { timeout: 10_000 });
  return { user: userEvent.setup({ delay: null }), ...rendered };
}

beforeEach(() => {
  mockSend.mockReset();
  mockMounts.mockReset();
  jest.mocked(trackEvent).mockReset();
  jest.mocked(loadCaptchaWidget).mockClear();
  jest
    .mocked(loadEmailService)
    .mockClear()
    .mockImplementation(mockEmailService as typeof loadEmailService);
});

describe('EnquirySection', () => {
  it('renders the heading and labelled fields, without loading the check or EmailJS', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Connect with Us' })).toBeInTheDocument();
    expect(screen.getByText('Tell us about your project.')).toBeInTheDocument();
    for (const label of ['Name', 'Mobile number', 'Email', 'Country (optional)', 'Message (optional)']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('form', { name: 'Connect with Us' })).toHaveAttribute('novalidate');
    expect(loadCaptchaWidget).not.toHaveBeenCalled();
    expect(loadEmailService).not.toHaveBeenCalled();
    expect(fallbackLink()).toBeNull();
  });

  it('loads the check and EmailJS once a field receives focus', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    expect(await screen.findByRole('button', { name: 'Complete check' })).toBeInTheDocument();
    expect(loadCaptchaWidget).toHaveBeenCalled();
    expect(loadEmailService).toHaveBeenCalled();
  });

  it('keeps Send disabled until the check returns a token, and disables it again when the token expires', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    expect(submit()).toBeDisabled();
    await completeCheck(user);
    expect(submit()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Expire check' }));
    expect(submit()).toBeDisabled();
  });

  it('shows every product-rules §5 message on submit, marks the fields invalid and focuses the first one', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    await checkAndSend(user);

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      '10 digits, without +91 or spaces Mobile number is required',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/Country/)).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveFocus();
    expect(mockSend).not.toHaveBeenCalled();
  });

  it('reports format errors and focuses the first invalid field in form order', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await checkAndSend(user);
    expect(screen.getByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('clears a field error as soon as the value is fixed', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    await checkAndSend(user);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('sends the form with the wire field names, counts a conversion, then thanks the visitor in place of the form', async () => {
    const posted = acceptSends();
    const { user } = await renderForm();
    await fillValid(user);
    await checkAndSend(user);

    const thanks = await screen.findByRole('status', { name: 'Thank you, your enquiry has been sent' });
    expect(thanks).toHaveFocus();
    expect(thanks).toHaveTextContent('We reply by e-mail or phone within two working days');
    expect(screen.getByRole('link', { name: /case studies/ })).toHaveAttribute('href', '/portfolio/');
    expect(screen.getByRole('link', { name: /blog/ })).toHaveAttribute('href', '/blog/');
    expect(screen.queryByRole('form', { name: 'Connect with Us' })).toBeNull();
    expect(fallbackLink()).toBeNull();
    expect(mockSend).toHaveBeenCalledTimes(1);
    expect(posted.fields).toEqual({
      name: valid.name,
      mobile_country: 'IN',
      mobile_no: `+91${valid.mobile}`,
      email: valid.email,
      country: valid.country,
      message: valid.message,
    });
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('Enquiry sent');

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.queryByRole('status', { name: /Thank you/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Connect with Us' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
    // A token is verified once, so a fresh check replaces the used one.
    expect(mockMounts).toHaveBeenCalledTimes(2);
    expect(submit()).toBeDisabled();
  });

  it('reads a number written with + for its country, moves the picker there and posts E.164', async () => {
    const posted = acceptSends();
    const { user } = await renderForm();
    await fillValid(user);
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '+44 7700 900123');
    expect(screen.getByLabelText('Dialling code')).toHaveValue('GB');
    expect(mobile).toHaveAccessibleDescription(/\+44/);
    await checkAndSend(user);
    await screen.findByRole('status', { name: /Thank you/ });
    expect(posted.fields).toMatchObject({ mobile_no: '+447700900123', mobile_country: 'GB' });
  });

  it('checks a national number by the picked country and rechecks it when the country changes', async () => {
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Mobile number'), '07700900123');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await checkAndSend(user);
    expect(screen.getByText('Invalid mobile number')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Dialling code'), 'GB');
    expect(screen.queryByText('Invalid mobile number')).toBeNull();
  });

  it('shows the message counter near the limit and refuses a message over it, keeping the text', async () => {
    const { user } = await renderForm();
    const message = screen.getByLabelText(/Message/);
    await user.click(message);
    await user.paste('M'.repeat(3999));
    expect(screen.queryByText(/of 5,000 characters/)).toBeNull();
    await user.paste('M'.repeat(1002));
    expect(message).toHaveAccessibleDescription('5,001 of 5,000 characters');
    await checkAndSend(user);
    expect(message).toHaveAccessibleDescription(/Message must be at most 5,000 characters/);
    expect(message).toHaveValue('M'.repeat(5001));
    expect(mockSend).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a 429 refusal',
      () => mockSend.mockResolvedValue({ ok: false, status: 429, text: 'Too Many Requests' }),
      /one enquiry every 10 seconds/,
    ],
    [
      'a network failure',
      () => mockSend.mockResolvedValue({ ok: false, status: 0, text: 'Network Error' }),
      /check your internet connection/i,
    ],
    [
      'sending code that cannot be loaded as a network failure',
      () => jest.mocked(loadEmailService).mockRejectedValue(new Error('Loading chunk contact-emailjs failed')),
      /check your internet connection/i,
    ],
  ])(
    'keeps everything typed, explains %s, offers e-mail and counts no conversion',
    async (_failure, breakSending, explanation) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      breakSending();
      const { user } = await renderForm();
      await fillValid(user);
      await checkAndSend(user);

      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent('Form not submitted. Please try again.'));
      expect(alert).toHaveTextContent(explanation);
      expect(alert).toHaveTextContent('Your message is still in the form.');
      expect(screen.getByRole('link', { name: '+91 12345 67890' })).toHaveAttribute('href', 'tel:+911234567890');
      expect(fallbackLink()).toHaveAttribute(
        'href',
        expect.stringMatching(
          /^mailto:info@example\.com\?subject=Website%20enquiry%20from%20Asha%20Verma&body=Name%3A%20Asha%20Verma/,
        ),
      );
      expect(alert).toHaveFocus();
      for (const [label, value] of [
        ['Name', valid.name],
        ['Mobile number', valid.mobile],
        ['Email', valid.email],
        [/Message/, valid.message],
      ] as const) {
        expect(screen.getByLabelText(label)).toHaveValue(value);
      }
      expect(trackEvent).not.toHaveBeenCalledWith('Enquiry sent');
      expect(trackEvent).toHaveBeenCalledWith('Enquiry failed', { kind: expect.stringMatching(/rate-limit|network/) });
      errors.mockRestore();
    },
  );

  it('says when trying again will not help', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSend.mockResolvedValue({ ok: false, status: 400, text: 'The template ID not found.' });
    const { user } = await renderForm();
    await fillValid(user);
    await checkAndSend(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Form not submitted. The mail service refused'));
    expect(alert).toHaveTextContent('trying again will not help');
    expect(alert).not.toHaveTextContent('To try again');
    expect(trackEvent).toHaveBeenCalledWith('Enquiry failed', { kind: 'refused' });
    jest.mocked(console.error).mockRestore();
  });

  it('offers e-mail and phone when the human check has not loaded after a few seconds', async () => {
    jest.useFakeTimers();
    jest.mocked(loadCaptchaWidget).mockReturnValueOnce(new Promise(() => undefined));
    try {
      render(<EnquirySection {...sectionProps} />);
      const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByLabelText('Name', undefined, { timeout: 10_000 }));
      expect(screen.queryByText(/has not loaded/)).toBeNull();
      await act(async () => void jest.advanceTimersByTime(CHECK_LOAD_MS));
      const [alert] = screen.getAllByRole('alert');
      expect(alert).toHaveTextContent('The human check has not loaded. Some networks block Google’s reCAPTCHA');
      expect(screen.getByRole('link', { name: 'Send by e-mail instead' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:info@example\.com/),
      );
      expect(screen.getByRole('link', { name: '+91 12345 67890' })).toHaveAttribute('href', 'tel:+911234567890');
      expect(trackEvent).toHaveBeenCalledWith('Enquiry failed', { kind: 'human-check-slow' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Sending…" and blocks a second submit while a send is under way', async () => {
    let finish: (result: SendResult) => void = () => undefined;
    mockSend.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = await renderForm();
    await fillValid(user);
    await checkAndSend(user);
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await act(async () => finish({ ok: true, status: 200, text: 'OK' }));
    expect(mockSend).toHaveBeenCalledTimes(1);
  });

  it('says when the check broke, disables Send and offers a retry that brings the check back', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    await completeCheck(user);
    await user.click(screen.getByRole('button', { name: 'Break check' }));

    expect(screen.getByText(/The human check stopped working/)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try the check again' }));
    expect(await screen.findByRole('button', { name: 'Complete check' })).toBeInTheDocument();
  });

  it('says when the check could not be loaded and loads it again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadCaptchaWidget).mockRejectedValueOnce(new Error('Loading chunk 42 failed'));
    const { user } = await renderForm();
    await user.click(screen.getByLabelText('Name'));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the check again' }));
    expect(await screen.findByRole('button', { name: 'Complete check' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('leaves nothing behind when it unmounts during a send', async () => {
    const errors = jest.spyOn(console, 'error');
    let finish: (result: SendResult) => void = () => undefined;
    mockSend.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, unmount } = await renderForm();
    await fillValid(user);
    await checkAndSend(user);
    unmount();
    await act(async () => finish({ ok: true, status: 200, text: 'OK' }));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('EnquirySection before hydration', () => {
  /** Renders the server's HTML, lets the visitor act on it with no script, then hydrates it. */
  async function hydrateAfter(act_: (container: HTMLElement) => void): Promise<HTMLElement> {
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, {
      TextEncoder: (jest.requireActual('node:util') as typeof import('node:util')).TextEncoder,
    });
    const { renderToString } = jest.requireActual('react-dom/server') as typeof import('react-dom/server');
    // The form's chunk is already loaded here (earlier tests), as it is on the server.
    const app = <EnquirySection {...sectionProps} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    act_(container);
    await act(async () => void hydrateRoot(container, app));
    return container;
  }
  const picker = (container: HTMLElement) =>
    container.querySelector<HTMLSelectElement>('select[name="mobile_country"]')!;
  const number = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="tel"]')!;

  it('keeps what the visitor typed and picked in the server-rendered fields before React took over', async () => {
    const container = await hydrateAfter((form) => {
      form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Typed early';
      // A London number, typed the way it is dialled in the UK after picking the country.
      picker(form).value = 'GB';
      number(form).value = '07700 900123';
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.click(await screen.findByRole('button', { name: 'Complete check' }));
    await user.click(submit());
    expect(screen.getByLabelText('Name')).toHaveValue('Typed early');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Dialling code' })).toHaveValue('GB');
    expect(screen.getByText(/starting \+44/)).toBeInTheDocument();
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    container.remove();
  });

  it('moves the picker to the country of a number typed with + before React took over, as typing it later does', async () => {
    const container = await hydrateAfter((form) => {
      number(form).value = '+1 (415) 555-0100';
    });
    expect(screen.getByRole('combobox', { name: 'Dialling code' })).toHaveValue('US');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+1 (415) 555-0100');
    expect(screen.queryByText(/without \+91/)).not.toBeInTheDocument();
    container.remove();
  });
});
