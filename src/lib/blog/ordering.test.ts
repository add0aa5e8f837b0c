import { allNeighbours, compareLatest, isFeaturedPost, paginate, sortLatest } from './ordering';

const post = (postId: number, date: string) => ({ postId, date, featured: isFeaturedPost(postId) });
const posts = [post(3, '2025-02-24'), post(7, '2025-05-19'), post(1, '2025-01-14'), post(6, '2025-04-28')];

describe('isFeaturedPost', () => {
  it('features ids up to and including 5 (product-rules §9)', () => {
    expect(isFeaturedPost(1)).toBe(true);
    expect(isFeaturedPost(5)).toBe(true);
    expect(isFeaturedPost(6)).toBe(false);
  });
});

describe('sortLatest', () => {
  it('puts the newest post first', () => {
    expect(sortLatest(posts).map((p) => p.postId)).toEqual([7, 6, 3, 1]);
  });

  it('breaks a same-day tie by the higher id and leaves the input untouched', () => {
    const sameDay = [post(8, '2025-06-09'), post(9, '2025-06-09')];
    expect(sortLatest(sameDay).map((p) => p.postId)).toEqual([9, 8]);
    expect(sameDay.map((p) => p.postId)).toEqual([8, 9]);
    expect(compareLatest(sameDay[0]!, sameDay[0]!)).toBe(0);
  });
});

describe('paginate', () => {
  it('splits 32 posts into pages of 12, 12 and 8', () => {
    expect(paginate(32)).toEqual([
      { page: 1, pageCount: 3, skip: 0, limit: 12 },
      { page: 2, pageCount: 3, skip: 12, limit: 12 },
      { page: 3, pageCount: 3, skip: 24, limit: 12 },
    ]);
  });

  it('makes one page for exactly 12 posts and for no posts', () => {
    expect(paginate(12)).toHaveLength(1);
    expect(paginate(13)).toHaveLength(2);
    expect(paginate(0)).toEqual([{ page: 1, pageCount: 1, skip: 0, limit: 12 }]);
  });
});

describe('allNeighbours', () => {
  it('links every post to the next older and next newer post by date', () => {
    const map = allNeighbours(posts);
    expect(map.get(posts[0]!)).toEqual({ previous: posts[2], next: posts[3] });
    expect(map.get(posts[3]!)).toEqual({ previous: posts[0], next: posts[1] });
  });

  it('keeps two posts that share a number apart', () => {
    const twins = [post(8, '2025-06-01'), post(8, '2025-06-02')];
    expect(allNeighbours(twins).get(twins[0]!)).toEqual({ previous: null, next: twins[1] });
  });

  it('has no previous for the oldest and no next for the newest post', () => {
    const map = allNeighbours(posts);
    expect(map.get(posts[2]!)?.previous).toBeNull();
    expect(map.get(posts[1]!)?.next).toBeNull();
    expect(map.get(post(99, '2025-01-01'))).toBeUndefined();
  });
});
