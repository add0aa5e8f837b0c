import React from 'react';
import { navigate } from 'gatsby';
import { useSiteData } from '../../hooks/use-site-data';
import { ANALYTICS_EVENTS } from '../../lib/analytics/analytics-events';
import { scheduleCallTarget } from '../../lib/contact/booking';
import { contactPath } from '../../lib/routes';
import { ButtonAnchor, ButtonLink } from '../ui/ButtonLink';

interface ScheduleCallLinkProps {
  children?: React.ReactNode;
  $variant?: 'primary' | 'light' | 'outline';
  className?: string;
}

/**
 * Every "Schedule a Call" (product-rules §2): with a booking page in content/site/site.json it opens that page
 * in a new tab (no embed, so the Content-Security-Policy needs nothing for it); without one, or offline, it
 * leads to the enquiry form. Clicks count as the `Schedule a Call` event either way.
 */
export function ScheduleCallLink({
  children = 'Schedule a call',
  $variant = 'light',
  className,
}: ScheduleCallLinkProps) {
  const { bookingUrl } = useSiteData();
  const booking = scheduleCallTarget(bookingUrl, true, contactPath);
  if (booking.kind === 'form') {
    return (
      <ButtonLink
        to={booking.href}
        $variant={$variant}
        className={className}
        data-analytics-event={ANALYTICS_EVENTS.scheduleCall}
      >
        {children}
      </ButtonLink>
    );
  }
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = scheduleCallTarget(bookingUrl, navigator.onLine, contactPath);
    if (target.kind === 'booking') return;
    event.preventDefault();
    void navigate(target.href);
  };
  return (
    <ButtonAnchor
      href={booking.href}
      target="_blank"
      rel="noopener"
      $variant={$variant}
      className={className}
      data-analytics-event={ANALYTICS_EVENTS.scheduleCall}
      title="Opens our booking page in a new tab"
      onClick={handleClick}
    >
      {children}
    </ButtonAnchor>
  );
}
