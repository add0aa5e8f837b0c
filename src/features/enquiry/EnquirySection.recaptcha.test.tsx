/**
 * Production wiring at component level: a build with GATSBY_RECAPTCHA_SITE_KEY set mounts the real
 * react-google-recaptcha inside the form. Google's script is replaced by a fake `grecaptcha` that
 * behaves like the real one: it renders into the container it is given and keeps the token in a
 * `g-recaptcha-response` textarea there, which is how the token travels with the form to EmailJS.
 */
import React from 'react';
import { render, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquirySection } from './EnquirySection';
// The form's lazily imported modules are compiled with this file, not within a test's time limit.
import './EnquiryForm';

/** The company address the failure messages give (hooks/__mocks__/use-site-data.ts). */
jest.mock('../../hooks/use-site-data');

jest.mock('../../config/env', () => ({
  contactConfig: {
    email: { mode: 'emailjs', serviceId: 's', templateId: 't', publicKey: 'p', origin: 'https://api.emailjs.com' },
    captcha: { mode: 'recaptcha', siteKey: 'site-key-from-env' },
  },
}));

const mockSent: Array<Record<string, FormDataEntryValue>> = [];
jest.mock('./load', () => ({
  ...jest.requireActual('./load'),
  loadEmailService: () =>
    Promise.resolve({
      sendEnquiry: async (form: HTMLFormElement) => {
        mockSent.push(Object.fromEntries(new FormData(form)));
        return { ok: true, status: 200, text: 'OK' };
      },
    }),
}));

interface Widget {
  params: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void };
  field: HTMLTextAreaElement;
}

function installFakeGoogle() {
  const widgets: Widget[] = [];
  (window as unknown as { grecaptcha: unknown }).grecaptcha = {
    render: (container: HTMLElement, params: Widget['params']) => {
      const field = document.createElement('textarea');
      field.name = 'g-recaptcha-response';
      field.style.display = 'none';
      container.appendChild(field);
      widgets.push({ params, field });
      return widgets.length - 1;
    },
    reset: (id: number) => {
      widgets[id]!.field.value = '';
    },
    getResponse: (id: number) => widgets[id]!.field.value,
  };
  const solve = (token: string) =>
    act(() => {
      const widget = widgets[widgets.length - 1]!;
      widget.field.value = token;
      widget.params.callback(token);
    });
  return { widgets, solve };
}

it('renders the real widget with the site key, sends its token with the form and starts the check over after', async () => {
  const google = installFakeGoogle();
  const user = userEvent.setup({ delay: null });
  render(<EnquirySection intro="Tell us about your project." />);
  await screen.findByRole('form', {}, { timeout: 10_000 });
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await waitFor(() => expect(google.widgets).toHaveLength(1));
  expect(google.widgets[0]!.params.sitekey).toBe('site-key-from-env');
  expect(screen.queryByText(/Local test check/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  const send = screen.getByRole('button', { name: 'Send enquiry' });
  expect(send).toBeDisabled();
  google.solve('google-token-1');
  expect(send).toBeEnabled();
  act(() => google.widgets[0]!.params['expired-callback']());
  expect(send).toBeDisabled();
  google.solve('google-token-2');

  await user.click(send);
  expect(await screen.findByRole('status', { name: 'Thank you, your enquiry has been sent' })).toHaveFocus();
  expect(mockSent[0]).toMatchObject({
    name: 'Asha Verma',
    mobile_no: '+919876543210',
    mobile_country: 'IN',
    email: 'asha@example.in',
    'g-recaptcha-response': 'google-token-2',
  });
  // A token is verified once, so a fresh widget replaces the used one.
  await waitFor(() => expect(google.widgets).toHaveLength(2));
  expect(google.widgets[1]!.field.value).toBe('');
  await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
  expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeDisabled();
});
