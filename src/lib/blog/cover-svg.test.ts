import { buildCoverSvg } from './cover-svg';

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
