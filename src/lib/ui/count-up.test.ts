import { COUNT_UP_MS, countUpValue, easeOutCubic } from './count-up';

describe('easeOutCubic', () => {
  it('starts at 0 and ends at 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('eases out: more than half done at the half-way point', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it('clamps progress outside 0..1', () => {
    expect(easeOutCubic(-0.3)).toBe(0);
    expect(easeOutCubic(1.7)).toBe(1);
  });
});

describe('countUpValue', () => {
  it('animates over 2000 ms (product-rules §4)', () => {
    expect(COUNT_UP_MS).toBe(2000);
  });

  it('shows 0 at the start', () => {
    expect(countUpValue(97, 0)).toBe(0);
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
