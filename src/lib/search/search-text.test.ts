import { readSearchQuery, searchUrl } from './search-text';

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
