import React from 'react';
import { render, act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel, type Testimonial } from './TestimonialCarousel';

const names = ['Ananya Iyer', 'Daniel Whitfield', 'Rohit Agarwal', 'Meera Nair', 'Sarah Lindqvist', 'Vikram Chauhan'];
const testimonials: Testimonial[] = names.map((name, index) => ({
  key: `t${index + 1}`,
  name,
  role: `Role of ${name}`,
  review: `Review by ${name}.`,
  profile: { childImageSharp: null },
}));

/** The central testimonial is the one whose review is shown. */
const centralName = () => screen.getByText(/^Review by/).textContent!.replace(/^Review by (.*)\.$/, '$1');
const avatar = (name: string) => screen.getByRole('button', { name: `Move ${name} to the back of the queue` });

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('shows a photograph when there is one, and otherwise a monogram of the initials, never a picture', () => {
    const photo = { images: { fallback: { src: '/static/ana.jpg' } }, width: 132, height: 132, layout: 'fixed' };
    const withPhoto = testimonials.map((entry, index) =>
      index === 0
        ? { ...entry, profile: { childImageSharp: { gatsbyImageData: photo } } }
        : { ...entry, profile: null },
    ) as unknown as Testimonial[];
    render(<TestimonialCarousel testimonials={withPhoto} />);
    expect(avatar(names[0]!).querySelector('img')).toHaveAttribute('src', '/static/ana.jpg');
    expect(avatar(names[1]!).querySelector('img')).toBeNull();
    expect(avatar(names[1]!).querySelector('[aria-hidden="true"]')).toHaveTextContent(/^DW$/);
    // Named by its own text, not an aria-label that would leave the visible initials out of the name (WCAG 2.5.3).
    expect(avatar(names[1]!)).not.toHaveAttribute('aria-label');
  });

  it('shows the fifth entry in the centre with its name and role, and five avatars around it', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    expect(centralName()).toBe('Sarah Lindqvist');
    expect(screen.getByText('Role of Sarah Lindqvist')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /to the back of the queue$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Sarah Lindqvist/ })).not.toBeInTheDocument();
  });

  it('rotates every 6000 ms', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => jest.advanceTimersByTime(5999));
    expect(centralName()).toBe('Sarah Lindqvist');
    act(() => jest.advanceTimersByTime(1));
    expect(centralName()).toBe('Vikram Chauhan');
    act(() => jest.advanceTimersByTime(6000));
    expect(centralName()).toBe('Ananya Iyer');
  });

  it('moves a clicked avatar to the back of the queue, which changes the central entry', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    fireEvent.click(avatar('Daniel Whitfield'));
    // Queue t1 t3 t4 t5 t6 t2: the fifth is now Vikram.
    expect(centralName()).toBe('Vikram Chauhan');
    expect(avatar('Sarah Lindqvist')).toBeInTheDocument();
  });

  it('stops rotating with the pause button and starts again with play', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} />);
    const toggle = screen.getByRole('button', { name: /^Pause automatic rotation/ });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Play automatic rotation of testimonials');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(30_000));
    expect(centralName()).toBe('Sarah Lindqvist');
    await user.click(toggle);
    act(() => jest.advanceTimersByTime(6000));
    expect(centralName()).toBe('Vikram Chauhan');
  });

  it('announces the review only while it is not rotating', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} />);
    const live = screen.getByText(/^Review by/).closest('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: /^Pause/ }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('pauses while hovered', () => {
    render(<TestimonialCarousel testimonials={testimonials} />);
    const stage = screen.getByText(/^Review by/).closest('figure')!.parentElement!;
    fireEvent.mouseEnter(stage);
    act(() => jest.advanceTimersByTime(20_000));
    expect(centralName()).toBe('Sarah Lindqvist');
    fireEvent.mouseLeave(stage);
    act(() => jest.advanceTimersByTime(6000));
    expect(centralName()).toBe('Vikram Chauhan');
  });

  it('pauses while an avatar has keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} />);
    await user.tab();
    expect(avatar('Ananya Iyer')).toHaveFocus();
    act(() => jest.advanceTimersByTime(20_000));
    expect(centralName()).toBe('Sarah Lindqvist');
  });

  it('does not rotate on its own when the visitor prefers reduced motion, but can be played', async () => {
    setReducedMotion(true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<TestimonialCarousel testimonials={testimonials} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(centralName()).toBe('Sarah Lindqvist');
    const toggle = screen.getByRole('button', { name: /^Play automatic rotation/ });
    await user.click(toggle);
    act(() => jest.advanceTimersByTime(6000));
    expect(centralName()).toBe('Vikram Chauhan');
  });

  it('leaves no timer behind when unmounted', () => {
    const { unmount } = render(<TestimonialCarousel testimonials={testimonials} />);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
