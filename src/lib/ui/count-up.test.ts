import { COUNT_UP_MS, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('animates over 2000 ms (product-rules §4)', () => {
    expect(COUNT_UP_MS).toBe(2000);
  });

  it('shows 0 at the start, and before it', () => {
    expect(countUpValue(97, 0)).toBe(0);
    expect(countUpValue(97, -600)).toBe(0);
  });

  it('eases out (cubic): seven eighths of the way at the half-way point', () => {
    expect(countUpValue(1000, 1000)).toBe(875);
  });

  it('shows whole numbers between 0 and the target while running', () => {
    for (let ms = 0; ms < 2000; ms += 137) {
      const value = countUpValue(97, ms);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(97);
    }
    expect(countUpValue(97, 1000)).toBe(85);
  });

  it('never goes down as time passes', () => {
    let previous = 0;
    for (let ms = 0; ms <= 2100; ms += 16) {
      const value = countUpValue(100, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('lands exactly on each target at 2000 ms and stays there', () => {
    for (const target of [8, 97, 100, 10]) {
      expect(countUpValue(target, 2000)).toBe(target);
      expect(countUpValue(target, 5000)).toBe(target);
    }
    expect(countUpValue(97, 1999)).toBeLessThanOrEqual(97);
  });
});
