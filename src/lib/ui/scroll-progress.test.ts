import { scrollProgress } from './scroll-progress';

describe('scrollProgress', () => {
  it('is the scrolled share of the scrollable height, in percent', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 2000, clientHeight: 1000 })).toBe(0);
    expect(scrollProgress({ scrollTop: 500, scrollHeight: 2000, clientHeight: 1000 })).toBe(50);
    expect(scrollProgress({ scrollTop: 1000, scrollHeight: 2000, clientHeight: 1000 })).toBe(100);
  });

  it('rounds to one decimal and clamps overscroll', () => {
    expect(scrollProgress({ scrollTop: 1, scrollHeight: 3000, clientHeight: 1000 })).toBe(0.1);
    expect(scrollProgress({ scrollTop: -40, scrollHeight: 2000, clientHeight: 1000 })).toBe(0);
    expect(scrollProgress({ scrollTop: 1200, scrollHeight: 2000, clientHeight: 1000 })).toBe(100);
  });

  it('treats a page that does not scroll as fully read', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 800, clientHeight: 900 })).toBe(100);
  });
});
