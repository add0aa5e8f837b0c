import React from 'react';
import { TextEncoder } from 'node:util';
import { render, act, screen } from '@testing-library/react';
import { StatsCounters } from './StatsCounters';

const stats = [
  { id: 1, label: 'Team Experience', value: 8, suffix: '+', source: 'Counted one way.' },
  { id: 2, label: 'Client Retention', value: 97, suffix: '%', source: 'Counted another way.' },
  { id: 3, label: 'Success Stories', value: 100, suffix: '%', source: 'From the records.' },
  { id: 4, label: 'Industries Covered', value: 10, suffix: '+', source: 'The home page tiles.' },
];

/** Replaces the jsdom stub with an observer the test can drive. */
let report: (isIntersecting: boolean) => void = () => undefined;
class ControlledObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (isIntersecting) =>
      callback(
        [{ isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe = jest.fn();
  disconnect = jest.fn();
  unobserve = jest.fn();
  takeRecords = jest.fn(() => []);
}

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const shown = () => screen.getAllByTestId('stat-value').map((el) => el.textContent);

describe('StatsCounters', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: ControlledObserver });
  });
  afterEach(() => jest.useRealTimers());

  it('counts from 0 to each target over 2000 ms when the section comes into view', () => {
    render(<StatsCounters stats={stats} />);
    act(() => report(true));
    expect(shown()).toEqual(['0+', '0%', '0%', '0+']);
    act(() => jest.advanceTimersByTime(1000));
    const halfway = shown().map((text) => parseInt(text!, 10));
    expect(halfway[1]).toBeGreaterThan(0);
    expect(halfway[1]).toBeLessThan(97);
    act(() => jest.advanceTimersByTime(1100));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
  });

  it('shows the final values in the server render', () => {
    // react-dom/server needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
    const html = renderToString(<StatsCounters stats={stats} />);
    expect(html).toContain('97<!-- -->%');
    expect(html).not.toContain('>0<!-- -->%');
  });

  it('shows the final values in the browser until the section comes into view', () => {
    render(<StatsCounters stats={stats} />);
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
  });

  it('starts again from 0 each time the section re-enters', () => {
    render(<StatsCounters stats={stats} />);
    act(() => report(true));
    act(() => jest.advanceTimersByTime(1000));
    act(() => report(false));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
    act(() => report(true));
    act(() => jest.advanceTimersByTime(2100));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
    // Out of view it reads its final figures (a print or a capture never shows 0), then counts again on entry.
    act(() => report(false));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
    act(() => report(true));
    expect(shown()).toEqual(['0+', '0%', '0%', '0+']);
    act(() => jest.advanceTimersByTime(2100));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
  });

  it('shows the final values at once under reduced motion', () => {
    setReducedMotion(true);
    render(<StatsCounters stats={stats} />);
    act(() => report(true));
    expect(shown()).toEqual(['8+', '97%', '100%', '10+']);
  });

  it('gives screen readers only the final values, never the moving numbers', () => {
    render(<StatsCounters stats={stats} />);
    act(() => report(true));
    for (const el of screen.getAllByTestId('stat-value')) expect(el).toHaveAttribute('aria-hidden', 'true');
    const item = screen.getByText('Client Retention').closest('li')!;
    expect(item.querySelector('.visually-hidden')).toHaveTextContent('97%');
  });
});
