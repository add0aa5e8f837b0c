import {
  CHUNK_RELOAD_COOLDOWN_MS,
  hashToId,
  isChunkLoadError,
  prefetchablePagePath,
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

describe('prefetchablePagePath', () => {
  const origin = 'https://www.example.com';
  it('returns the path of same-origin links to pages', () => {
    expect(prefetchablePagePath('/blog/docker-fundamentals/', origin)).toBe('/blog/docker-fundamentals/');
    expect(prefetchablePagePath('https://www.example.com/blog/a/#x', origin)).toBe('/blog/a/');
    expect(prefetchablePagePath('/services/devops/', origin)).toBe('/services/devops/');
    expect(prefetchablePagePath('/', origin)).toBe('/');
  });
  it('ignores files, the editor, the functions and other origins', () => {
    expect(prefetchablePagePath('/rss.xml', origin)).toBeNull();
    expect(prefetchablePagePath('/static/logo-1a2b.svg', origin)).toBeNull();
    expect(prefetchablePagePath('/admin/', origin)).toBeNull();
    expect(prefetchablePagePath('/api/github/auth', origin)).toBeNull();
    expect(prefetchablePagePath('https://other.com/blog/a/', origin)).toBeNull();
    expect(prefetchablePagePath(null, origin)).toBeNull();
  });
  it('keeps pages whose names only begin like the editor', () => {
    expect(prefetchablePagePath('/administration-guide/', origin)).toBe('/administration-guide/');
  });
});
