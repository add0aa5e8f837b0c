import { nextPostId } from './post-id-widget';

describe('nextPostId', () => {
  it('is one more than the highest number in use', () => {
    expect(nextPostId([3, 12, 7])).toBe(13);
  });
  it('reads numbers stored as text and ignores anything else', () => {
    expect(nextPostId(['4', null, 'x', 2.5, -1])).toBe(5);
  });
  it('starts at 1 when there is no post', () => {
    expect(nextPostId([])).toBe(1);
  });
});
