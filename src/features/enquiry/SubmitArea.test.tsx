import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/setup/render';
import { SubmitArea } from './SubmitArea';

const mailto = 'mailto:info@example.com?subject=Website%20enquiry&body=Name%3A%20A';
const fallback = () => screen.queryByRole('link', { name: 'Send by e-mail instead' });

describe('SubmitArea', () => {
  it('offers "Send by e-mail instead" in the alert after a failed send', () => {
    const result = { ok: false, status: 500, text: 'Internal Server Error' };
    renderWithTheme(<SubmitArea hasToken isSending={false} result={result} fallbackHref={mailto} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Form not submitted. Please try again.');
    expect(alert).toHaveTextContent('Your message is still in the form.');
    expect(fallback()).toHaveAttribute('href', mailto);
    expect(alert).toHaveFocus();
  });

  it.each([
    ['after a successful send', { ok: true, status: 200, text: 'OK' }],
    ['before any send', null],
  ])('offers no fallback %s', (_when, result) => {
    renderWithTheme(<SubmitArea hasToken isSending={false} result={result} fallbackHref={mailto} />);
    expect(fallback()).toBeNull();
  });
});
