import React from 'react';
import { render, act, fireEvent, screen } from '@testing-library/react';
import { ReadingProgress } from './ReadingProgress';

function setScroll(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

describe('ReadingProgress', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 });
    setScroll(0);
  });
  afterEach(() => jest.restoreAllMocks());

  it('tracks the scroll percentage in its width', () => {
    render(<ReadingProgress />);
    const bar = screen.getByRole('progressbar', { name: 'Reading progress' });
    expect(bar).toHaveStyle({ width: '0%' });
    act(() => {
      setScroll(1000);
      fireEvent.scroll(window);
    });
    expect(bar).toHaveStyle({ width: '50%' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
  });

  it('stops listening once unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<ReadingProgress />);
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
