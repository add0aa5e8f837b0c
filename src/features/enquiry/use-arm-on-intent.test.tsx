import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ARM_ROOT_MARGIN, useArmOnIntent } from './use-arm-on-intent';

type Report = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
const observers: Array<{ report: Report; options?: IntersectionObserverInit; disconnect: jest.Mock }> = [];

class FakeIntersectionObserver {
  disconnect = jest.fn();
  observe = jest.fn();
  constructor(callback: Report, options?: IntersectionObserverInit) {
    observers.push({ report: callback, options, disconnect: this.disconnect });
  }
}

function Probe() {
  const [ref, isArmed] = useArmOnIntent<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="probe">
      {isArmed ? 'armed' : 'idle'}
      <input aria-label="field" />
    </div>
  );
}

const original = window.IntersectionObserver;
beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  window.IntersectionObserver = original;
});

describe('useArmOnIntent', () => {
  it('does not arm because the element is in view on first paint', () => {
    render(<Probe />);
    act(() => observers[0]!.report([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('idle');
    expect(observers[0]!.options?.rootMargin).toBe(ARM_ROOT_MARGIN);
  });

  it('arms when the visitor scrolls while the element is already near the viewport', () => {
    render(<Probe />);
    act(() => observers[0]!.report([{ isIntersecting: true }]));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('probe')).toHaveTextContent('armed');
  });

  it('does not arm on a scroll far away from the element', () => {
    render(<Probe />);
    act(() => observers[0]!.report([{ isIntersecting: false }]));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('probe')).toHaveTextContent('idle');
  });

  it('arms when scrolling brings the element near the viewport, then stops observing', () => {
    render(<Probe />);
    act(() => observers[0]!.report([{ isIntersecting: false }]));
    act(() => observers[0]!.report([{ isIntersecting: true }]));
    expect(screen.getByTestId('probe')).toHaveTextContent('armed');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it.each([
    ['focus', (element: HTMLElement) => fireEvent.focusIn(element)],
    ['pointer', (element: HTMLElement) => fireEvent.pointerOver(element)],
    ['touch', (element: HTMLElement) => fireEvent.touchStart(element)],
  ])('arms on %s inside the element', (_label, trigger) => {
    render(<Probe />);
    trigger(screen.getByLabelText('field'));
    expect(screen.getByTestId('probe')).toHaveTextContent('armed');
  });

  it('arms at once when focus was already inside before it mounted (typing before hydration)', () => {
    function Focused() {
      const [ref, isArmed] = useArmOnIntent<HTMLDivElement>();
      const input = React.useRef<HTMLInputElement>(null);
      // Layout effects run before the hook's effect, like a field focused before hydration.
      React.useLayoutEffect(() => input.current?.focus(), []);
      return (
        <div ref={ref} data-testid="probe">
          {isArmed ? 'armed' : 'idle'}
          <input aria-label="field" ref={input} />
        </div>
      );
    }
    render(<Focused />);
    expect(screen.getByTestId('probe')).toHaveTextContent('armed');
  });

  it('removes its observer and listeners on unmount', () => {
    const { unmount, getByTestId } = render(<Probe />);
    const element = getByTestId('probe');
    const removed = jest.spyOn(element, 'removeEventListener');
    const removedFromWindow = jest.spyOn(window, 'removeEventListener');
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual(['focusin', 'pointerover', 'touchstart']);
    expect(removedFromWindow.mock.calls.map(([name]) => name)).toContain('scroll');
  });
});
