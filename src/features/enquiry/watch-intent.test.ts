import { fireEvent } from '@testing-library/react';
import { watchIntent } from './watch-intent';

type Report = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
const observers: Array<{ report: Report; options?: IntersectionObserverInit; disconnect: jest.Mock }> = [];

class FakeIntersectionObserver {
  disconnect = jest.fn();
  observe = jest.fn();
  constructor(callback: Report, options?: IntersectionObserverInit) {
    observers.push({ report: callback, options, disconnect: this.disconnect });
  }
}

const original = window.IntersectionObserver;
let element: HTMLDivElement;
let input: HTMLInputElement;
beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = '<div><input aria-label="field"></div>';
  element = document.querySelector('div')!;
  input = document.querySelector('input')!;
});
afterAll(() => {
  window.IntersectionObserver = original;
});

/** Watches `element` as the form does (first view does not count) unless told otherwise. */
function watch(isFirstViewEnough = false) {
  const onArm = jest.fn();
  const cleanup = watchIntent(element, onArm, { rootMargin: '400px 0px', isFirstViewEnough });
  return { onArm, cleanup, report: (isIntersecting: boolean) => observers[0]!.report([{ isIntersecting }]) };
}
const scroll = () => window.dispatchEvent(new Event('scroll'));

describe('watchIntent', () => {
  it.each([
    ['does not arm because the element is in view on first paint', [true], false],
    ['arms when the visitor scrolls while the element is already near the viewport', [true, 'scroll'], true],
    ['does not arm on a scroll far away from the element', [false, 'scroll'], false],
    ['arms when scrolling brings the element near the viewport', [false, true], true],
  ] as const)('%s', (_rule, steps, isArmed) => {
    const { onArm, report } = watch();
    for (const step of steps) {
      if (step === 'scroll') scroll();
      else report(step);
    }
    expect(onArm).toHaveBeenCalledTimes(isArmed ? 1 : 0);
    expect(observers[0]!.options?.rootMargin).toBe('400px 0px');
    expect(observers[0]!.disconnect).toHaveBeenCalledTimes(isArmed ? 1 : 0);
  });

  it('arms on first paint when told the first view is enough (loading the form itself)', () => {
    const { onArm, report } = watch(true);
    report(true);
    expect(onArm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['focus', () => fireEvent.focusIn(input)],
    ['pointer', () => fireEvent.pointerOver(input)],
    ['touch', () => fireEvent.touchStart(input)],
  ])('arms once on %s inside the element', (_label, trigger) => {
    const { onArm } = watch();
    trigger();
    trigger();
    expect(onArm).toHaveBeenCalledTimes(1);
  });

  it('arms at once when focus was already inside (typing before hydration)', () => {
    input.focus();
    expect(watch().onArm).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('removes its observer and listeners on cleanup', () => {
    const removed = jest.spyOn(element, 'removeEventListener');
    const removedFromWindow = jest.spyOn(window, 'removeEventListener');
    watch().cleanup();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    expect(removed.mock.calls.map(([name]) => name).sort()).toEqual(['focusin', 'pointerover', 'touchstart']);
    expect(removedFromWindow.mock.calls.map(([name]) => name)).toContain('scroll');
  });
});
