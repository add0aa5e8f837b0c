import {
  CHUNK_RELOAD_COOLDOWN_MS,
  hashToId,
  isChunkLoadError,
  isPrefetchableBlogHref,
  shouldReloadAfterChunkError,
} from './browser-rules';

test.each([
  // The # is stripped and the rest decoded; no hash gives null.
  ['#testimonials', 'testimonials'],
  ['#our%20team', 'our team'],
  ['', null],
  ['#', null],
  [undefined, null],
])('hashToId(%j) is %j', (hash, id) => expect(hashToId(hash)).toBe(id));

describe('isChunkLoadError', () => {
  it('recognises ChunkLoadError by name and by message', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 532 failed.\n(error: https://x/532.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
  });
  it('does not reload again within the cooldown (no loop)', () => {
    expect(shouldReloadAfterChunkError(1000, 1000 + CHUNK_RELOAD_COOLDOWN_MS)).toBe(false);
    expect(shouldReloadAfterChunkError(1000, 1001 + CHUNK_RELOAD_COOLDOWN_MS)).toBe(true);
  });
});

describe('isPrefetchableBlogHref', () => {
  const origin = 'https://www.example.com';
  it('returns the path of same-origin blog links', () => {
    expect(isPrefetchableBlogHref('/blog/docker-fundamentals/', origin)).toBe('/blog/docker-fundamentals/');
    expect(isPrefetchableBlogHref('https://www.example.com/blog/a/#x', origin)).toBe('/blog/a/');
  });
  it('ignores other paths and other origins', () => {
    expect(isPrefetchableBlogHref('/about/', origin)).toBeNull();
    expect(isPrefetchableBlogHref('https://other.com/blog/a/', origin)).toBeNull();
    expect(isPrefetchableBlogHref(null, origin)).toBeNull();
  });
});
