import React from 'react';
import { navigate } from 'gatsby';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteData } from '../../hooks/use-site-data';
import { ScheduleCallLink } from './ScheduleCallLink';

jest.mock('../../hooks/use-site-data', () => ({ useSiteData: jest.fn() }));

const BOOKING = 'https://cal.com/example-studio/intro-call';
const withBooking = (bookingUrl: string | null) =>
  jest.mocked(useSiteData).mockReturnValue({ bookingUrl } as ReturnType<typeof useSiteData>);

afterEach(() => jest.restoreAllMocks());

describe('ScheduleCallLink', () => {
  it('opens the booking page in a new tab when site.json sets one, and is counted', () => {
    withBooking(BOOKING);
    render(<ScheduleCallLink>Schedule a Call</ScheduleCallLink>);
    const link = screen.getByRole('link', { name: 'Schedule a Call' });
    expect(link).toHaveAttribute('href', BOOKING);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('data-analytics-event', 'Schedule a Call');
  });

  it('leads to the enquiry form when no booking page is set', () => {
    withBooking(null);
    render(<ScheduleCallLink />);
    const link = screen.getByRole('link', { name: 'Schedule a call' });
    expect(link).toHaveAttribute('href', '/contact/');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('data-analytics-event', 'Schedule a Call');
  });

  it('falls back to the form when offline, where the booking page cannot load', async () => {
    withBooking(BOOKING);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ScheduleCallLink />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Schedule a call' }));
    expect(navigate).toHaveBeenCalledWith('/contact/');
  });
});
