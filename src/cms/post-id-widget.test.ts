import { nextPostId, numberCollision } from './post-id-widget';

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

describe('numberCollision', () => {
  const hits = [
    { slug: 'a', data: { id: 12, heading: 'Backups that restore' } },
    { slug: 'b', data: { id: 13, heading: 'Kernel basics' } },
  ];
  it('names the other post and the next free number', () => {
    expect(numberCollision(12, hits, 'new-post')).toBe('Post “Backups that restore” already has number 12; use 14.');
    expect(numberCollision('13', hits, null)).toBe('Post “Kernel basics” already has number 13; use 14.');
  });
  it('says nothing for a free number, the post’s own number, or no number yet', () => {
    expect(numberCollision(14, hits, null)).toBeNull();
    expect(numberCollision(12, hits, 'a')).toBeNull();
    expect(numberCollision('', hits, null)).toBeNull();
  });
});
