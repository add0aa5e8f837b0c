import React from 'react';
import { render, screen } from '@testing-library/react';
import { careersCall, serviceCall } from '../../lib/contact/closing-call';
import { ClosingCall } from './ClosingCall';

describe('ClosingCall', () => {
  it("renders a post's service call as links marked with the Contact route and the service", () => {
    render(<ClosingCall call={serviceCall('Linux', { slug: 'devops', name: 'DevOps', summary: 'Pipelines.' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Working on Linux in your own team?' })).toBeInTheDocument();
    const talk = screen.getByRole('link', { name: 'Talk to us about DevOps' });
    expect(talk).toHaveAttribute('href', '/contact/');
    expect(talk).toHaveAttribute('data-analytics-event', 'Contact route');
    expect(talk).toHaveAttribute('data-analytics-via', 'post:devops');
    expect(screen.getByRole('link', { name: 'See our DevOps service' })).toHaveAttribute('href', '/services/devops/');
  });

  it('renders an e-mail action as a plain mailto: link', () => {
    render(<ClosingCall call={careersCall('jobs@example.com', 'We read every CV.')} />);
    expect(screen.getByRole('link', { name: 'Send your CV' }).getAttribute('href')).toMatch(
      /^mailto:jobs@example\.com/,
    );
  });
});
