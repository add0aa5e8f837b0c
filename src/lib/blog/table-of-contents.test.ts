import { activeHeadingId, hasTableOfContents, MIN_TOC_SECTIONS, tocEntries } from './table-of-contents';

describe('tocEntries', () => {
  it('keeps h2 and h3 with an id, in order, and drops other levels and headings without id', () => {
    expect(
      tocEntries([
        { id: 'a', value: 'A', depth: 2 },
        { id: 'x', value: 'X', depth: 4 },
        { id: 'b', value: 'B', depth: 3 },
        { id: null, value: 'No id', depth: 2 },
        null,
        { id: 'h1', value: 'Title', depth: 1 },
      ]),
    ).toEqual([
      { id: 'a', text: 'A', level: 2 },
      { id: 'b', text: 'B', level: 3 },
    ]);
  });
});

describe('hasTableOfContents', () => {
  const h2 = (id: string) => ({ id, text: id, level: 2 as const });
  const h3 = (id: string) => ({ id, text: id, level: 3 as const });
  it(`needs ${MIN_TOC_SECTIONS} sections (h2); h3 do not count`, () => {
    expect(hasTableOfContents([h2('a'), h2('b'), h3('c'), h3('d')])).toBe(false);
    expect(hasTableOfContents([h2('a'), h2('b'), h2('c')])).toBe(true);
    expect(hasTableOfContents([])).toBe(false);
  });
});

describe('activeHeadingId', () => {
  it('is the last heading above the offset', () => {
    const tops = [
      { id: 'a', top: -200 },
      { id: 'b', top: 90 },
      { id: 'c', top: 700 },
    ];
    expect(activeHeadingId(tops, 120)).toBe('b');
  });
  it('counts a heading exactly at the offset as read', () => {
    expect(activeHeadingId([{ id: 'a', top: 120 }], 120)).toBe('a');
  });
  it('is null before the first heading', () => {
    expect(activeHeadingId([{ id: 'a', top: 121 }], 120)).toBeNull();
    expect(activeHeadingId([], 120)).toBeNull();
  });
});
