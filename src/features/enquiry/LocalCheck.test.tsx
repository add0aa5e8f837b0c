import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquirySection } from './EnquirySection';
// The form's lazily imported modules are compiled with this file, not within a test's time limit.
import './EnquiryForm';

/** The company address the failure messages give; the real one comes from site.json. */
jest.mock('../../hooks/use-site-data', () => ({ useSiteData: () => ({ email: 'info@example.com' }) }));

/** A build without GATSBY_RECAPTCHA_SITE_KEY (as in Jest) gets the labelled local check, loaded lazily. */
describe('LocalCheck inside the enquiry form', () => {
  it('appears once the form is used, is clearly labelled, and issues a token that travels with the form', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<EnquirySection intro="Tell us about your project." />);
    await screen.findByRole('form', {}, { timeout: 10_000 });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Name'));

    const check = await screen.findByRole('checkbox', { name: 'Local test check: not a real captcha' });
    expect(check).toHaveAccessibleDescription(/no reCAPTCHA site key/);
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    expect(send).toBeDisabled();

    await user.click(check);
    expect(send).toBeEnabled();
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('g-recaptcha-response')).toMatch(/^local-check-/);

    await user.click(check);
    await waitFor(() => expect(send).toBeDisabled());
    expect(new FormData(form).get('g-recaptcha-response')).toBeNull();
  });
});
