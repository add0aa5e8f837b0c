import { act, renderHook } from '@testing-library/react';
import { useTestimonialQueue } from './use-testimonial-queue';

const people = ['t1', 't2', 't3', 't4', 't5', 't6'].map((key) => ({ key }));
const keys = (queue: ReadonlyArray<{ key: string }>) => queue.map((entry) => entry.key).join(' ');

/** Nothing moves for 5999 ms; at 6000 ms the queue reads `after`. */
function expectFullWait(queue: () => ReadonlyArray<{ key: string }>, before: string, after: string) {
  act(() => jest.advanceTimersByTime(5999));
  expect(keys(queue())).toBe(before);
  act(() => jest.advanceTimersByTime(1));
  expect(keys(queue())).toBe(after);
}

describe('useTestimonialQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves the first entry to the end every 6000 ms, not sooner', () => {
    const { result } = renderHook(() => useTestimonialQueue(people, true));
    expectFullWait(() => result.current.queue, 't1 t2 t3 t4 t5 t6', 't2 t3 t4 t5 t6 t1');
    act(() => jest.advanceTimersByTime(6000));
    expect(keys(result.current.queue)).toBe('t3 t4 t5 t6 t1 t2');
  });

  it('does not rotate while stopped, and starts a full 6000 ms when started again', () => {
    const { result, rerender } = renderHook(({ isRunning }) => useTestimonialQueue(people, isRunning), {
      initialProps: { isRunning: true },
    });
    act(() => jest.advanceTimersByTime(4000));
    rerender({ isRunning: false });
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(60_000));
    expect(keys(result.current.queue)).toBe('t1 t2 t3 t4 t5 t6');
    rerender({ isRunning: true });
    expectFullWait(() => result.current.queue, 't1 t2 t3 t4 t5 t6', 't2 t3 t4 t5 t6 t1');
  });

  it('moveToEnd sends the clicked entry to the back and restarts the 6000 ms', () => {
    const { result } = renderHook(() => useTestimonialQueue(people, true));
    act(() => jest.advanceTimersByTime(5000));
    act(() => result.current.moveToEnd('t2'));
    expect(keys(result.current.queue)).toBe('t1 t3 t4 t5 t6 t2');
    expectFullWait(() => result.current.queue, 't1 t3 t4 t5 t6 t2', 't3 t4 t5 t6 t2 t1');
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useTestimonialQueue(people, true));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
