import React from 'react';
import { render, screen } from '@testing-library/react';
import { EnquirySection } from './EnquirySection';

/** The company address the failure messages give; the real one comes from site.json. */
jest.mock('../../hooks/use-site-data', () => ({ useSiteData: () => ({ email: 'info@example.com' }) }));

jest.mock('./EnquiryForm', () => {
  throw new Error('Loading chunk enquiry-form failed');
});

it('says when the form itself could not be loaded and gives the address to e-mail instead', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<EnquirySection intro="Tell us about your project." />);
  expect(screen.getByRole('heading', { level: 2, name: 'Connect with Us' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The form could not be loaded. Check your connection and reload the page, or e-mail us at info@example.com.',
  );
  expect(screen.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
  errors.mockRestore();
});
