import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../tests/setup/render';
import { SubmitArea } from './SubmitArea';

const mailto = 'mailto:info@example.com?subject=Website%20enquiry&body=Name%3A%20A';

describe('SubmitArea', () => {
  it('offers "Send by e-mail instead" in the alert after a failed send', () => {
    renderWithTheme(
      <SubmitArea
        hasToken
        isSending={false}
        status={{ tone: 'error', message: 'Form not submitted. Please try again.' }}
        fallbackHref={mailto}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your message is still in the form.');
    expect(screen.getByRole('link', { name: 'Send by e-mail instead' })).toHaveAttribute('href', mailto);
  });

  it('offers no fallback after a successful send or before any send', () => {
    const { unmount } = renderWithTheme(
      <SubmitArea
        hasToken
        isSending={false}
        status={{ tone: 'success', message: 'Form submitted successfully.' }}
        fallbackHref={mailto}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Send by e-mail instead' })).toBeNull();
    unmount();
    renderWithTheme(<SubmitArea hasToken isSending={false} status={null} fallbackHref={mailto} />);
    expect(screen.queryByRole('link', { name: 'Send by e-mail instead' })).toBeNull();
  });
});
