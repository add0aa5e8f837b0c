import React from 'react';
import { render, screen } from '@testing-library/react';
import { ClosingCall } from './ClosingCall';

describe('ClosingCall', () => {
  it("renders a post's service call as links marked with the Contact route and the service", () => {
    render(
      <ClosingCall topic={{ name: 'Linux', servicePage: { slug: 'devops', name: 'DevOps', summary: 'Pipelines.' } }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Working on Linux in your own team?' })).toBeInTheDocument();
    const talk = screen.getByRole('link', { name: 'Talk to us about DevOps' });
    expect(talk).toHaveAttribute('href', '/contact/');
    expect(talk).toHaveAttribute('data-analytics-event', 'Contact route');
    expect(talk).toHaveAttribute('data-analytics-via', 'post:devops');
    expect(screen.getByRole('link', { name: 'See our DevOps service' })).toHaveAttribute('href', '/services/devops/');
  });

  it('renders an e-mail action as a plain mailto: link', () => {
    render(<ClosingCall careers={{ email: 'jobs@example.com', text: 'We read every CV.' }} />);
    expect(screen.getByRole('link', { name: 'Send your CV' }).getAttribute('href')).toMatch(
      /^mailto:jobs@example\.com/,
    );
  });

  it('without a topic service invites the visitor to the contact page', () => {
    render(<ClosingCall topic={{ name: 'Linux', servicePage: null }} />);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('data-analytics-via', 'closing call');
  });
});
