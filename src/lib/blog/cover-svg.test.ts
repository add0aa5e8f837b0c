import { buildCoverSvg, postCover, spriteSymbols } from './cover-svg';

const cover = (overrides: Partial<Parameters<typeof buildCoverSvg>[0]> = {}) =>
  buildCoverSvg({
    topic: 'Docker & <Kubernetes>',
    mark: '<path d="M1 1h2"/>',
    index: 1,
    readingMinutes: 7,
    ...overrides,
  });

describe('buildCoverSvg', () => {
  it('is a 1200x630 SVG with the topic, escaped, and the reading time', () => {
    const svg = cover();
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('>Docker &amp; &lt;Kubernetes&gt;</text>');
    expect(svg).toContain('>7 min read</text>');
  });

  it('draws the topic’s mark, or its initials when it has none', () => {
    expect(cover()).toContain('<path d="M1 1h2"/>');
    expect(cover({ mark: null, topic: 'Developer Tooling' })).toContain('>DT</text>');
  });

  it('gives each place in the topic list its own motif and accent, and the same place the same drawing', () => {
    const drawings = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((index) => cover({ index })));
    expect(drawings.size).toBe(8);
    expect(cover({ index: 3 })).toBe(cover({ index: 3 }));
  });
});

describe('postCover', () => {
  const topics = [
    { slug: 'linux', name: 'Linux', glyph: 'terminal' },
    { slug: 'cloud', name: 'Cloud', glyph: null },
  ];
  const marks = spriteSymbols('<svg><symbol id="terminal" viewBox="0 0 24 24"><path d="M4 17"/></symbol></svg>');

  it('takes the first topic, its place in the topics file and its glyph', () => {
    expect(postCover({ topicSlugs: ['cloud', 'linux'], readingMinutes: 3 }, topics, marks, 'Blog')).toEqual({
      topic: 'Cloud',
      mark: null,
      index: 1,
      readingMinutes: 3,
    });
    expect(postCover({ topicSlugs: ['linux'], readingMinutes: 1 }, topics, marks, 'Blog').mark).toBe(
      '<path d="M4 17"/>',
    );
  });

  it('names the blog for a post whose topic is unknown or missing (a half-filled form)', () => {
    expect(postCover({ topicSlugs: [], readingMinutes: 1 }, topics, marks, 'StarOps Blog')).toMatchObject({
      topic: 'StarOps Blog',
      index: 0,
    });
  });
});
