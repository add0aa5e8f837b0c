const WORDS_PER_MINUTE = 200;

/** Counted like `wc -w`, the measure of the editors' 700-1500 word rule: `countWords('Hello  big\nworld')` → 3. */
export function countWords(body: string): number {
  return body.match(/\S+/g)?.length ?? 0;
}

/** Minutes to read a body: words / 200 rounded up, at least 1 (product-rules §9). Example: 201 words → 2. */
export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}
