type OrderablePost = Pick<Queries.BlogPost, 'postId' | 'date'>;

/** product-rules §9: a post is featured when its id is 5 or less. */
export function isFeaturedPost(postId: number): boolean {
  return postId <= 5;
}

/** Newest first; on the same day the higher id first (product-rules §2 Blog list). */
export function compareLatest(a: OrderablePost, b: OrderablePost): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.postId - a.postId;
}

export function sortLatest<T extends OrderablePost>(posts: readonly T[]): T[] {
  return [...posts].sort(compareLatest);
}

export const POSTS_PER_PAGE = 12;

/** List pages from 1, at least one so /blog/ exists before the first post: 32 posts → pages of 12, 12 and 8. */
export function paginate(total: number) {
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    skip: index * POSTS_PER_PAGE,
    limit: POSTS_PER_PAGE,
  }));
}

export type ListPage = ReturnType<typeof paginate>[number];

/**
 * Older and newer neighbour of every post from one sort, not one per post (quadratic), keyed by the post itself
 * (two drafts may briefly share a number): post 2 → { previous: post 1, next: post 3 }.
 */
export function allNeighbours<T extends OrderablePost>(
  posts: readonly T[],
): Map<T, { previous: T | null; next: T | null }> {
  const oldestFirst = sortLatest(posts).reverse();
  return new Map(
    oldestFirst.map((post, index) => [
      post,
      { previous: oldestFirst[index - 1] ?? null, next: oldestFirst[index + 1] ?? null },
    ]),
  );
}
