import React from 'react';
import { render, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { NavBar } from './NavBar';

const card = (id: string, title: string) => ({
  id,
  title,
  description: `${title} description`,
  url: `/${id}/`,
  glyph: 'code',
  mark: null,
  image: null,
});

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    navigationJson: {
      services: [card('web', 'Web Development'), card('app', 'App Development')],
      expertise: [card('react', 'ReactJS')],
      insights: [card('blog', 'Blog')],
    },
  });
});

describe('NavBar', () => {
  it('shows the main links and a home link named after the company', () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    expect(screen.getByRole('link', { name: 'StarOps Technologies home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact/');
  });

  it('offers Contact in the header and Contact Us in the menu, each counted as its own contact route', () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    // Shown by a phone-width media query, which jsdom does not apply (so it has no accessible name here).
    const header = screen.getByText('Contact', { selector: 'a' });
    expect(header).toHaveAttribute('href', '/contact/');
    expect(header).toHaveAttribute('data-analytics-event', 'Contact route');
    expect(header).toHaveAttribute('data-analytics-via', 'header');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('data-analytics-via', 'menu');
  });

  it('holds the page still while the phone menu is open', async () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    const toggle = screen.getByLabelText('Menu');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('nav-open');
    await userEvent.click(toggle);
    expect(document.documentElement).not.toHaveClass('nav-open');
  });

  it('opens a dropdown on click, shows its cards and closes it again', async () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    const trigger = screen.getByRole('button', { name: 'Services' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls', 'nav-panel-services');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById('nav-panel-services')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Web Development/ })).toHaveAttribute('href', '/web/');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('keeps one dropdown open at a time', async () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    await userEvent.click(screen.getByRole('button', { name: 'Expertise' }));
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Expertise' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    const trigger = screen.getByRole('button', { name: 'Insights' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside the navigation', async () => {
    render(
      <>
        <NavBar siteName="StarOps Technologies" shortName="StarOps" />
        <p>Outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('flips the mobile menu with the toggle and closes it when a link is chosen', async () => {
    render(<NavBar siteName="StarOps Technologies" shortName="StarOps" />);
    // jsdom ignores media queries, so the toggle (shown only at 768px and below) counts as hidden here.
    const toggle = screen.getByLabelText('Menu');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
