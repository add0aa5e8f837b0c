import { excerptParts, readSearchQuery, searchUrl } from './search-text';

test.each([
  // The trimmed query goes in ?q=; an empty one gives the bare page.
  ['  ci cd ', '/search/?q=ci+cd'],
  ['a&b', '/search/?q=a%26b'],
  ['   ', '/search/'],
])('searchUrl(%j) is %j', (query, url) => expect(searchUrl(query)).toBe(url));

test.each([
  // q is read and trimmed; without it the query is empty.
  ['?q=+docker+', 'docker'],
  ['?x=1', ''],
  ['', ''],
])('readSearchQuery(%j) is %j', (search, query) => expect(readSearchQuery(search)).toBe(query));

describe('excerptParts', () => {
  it('splits marked words from the text around them', () => {
    expect(excerptParts('run <mark>Docker</mark> on <mark>CI</mark>')).toEqual([
      { text: 'run ', isMatch: false },
      { text: 'Docker', isMatch: true },
      { text: ' on ', isMatch: false },
      { text: 'CI', isMatch: true },
    ]);
  });
  it('decodes entities once and never passes markup through', () => {
    expect(excerptParts('&lt;div&gt; &amp;amp; <b>x</b> &#39;y&#x27;')).toEqual([
      { text: "<div> &amp; x 'y'", isMatch: false },
    ]);
  });
  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
