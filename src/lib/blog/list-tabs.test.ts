import { blogTabFromSearch, withBlogTab, type BlogTab } from './list-tabs';

test.each([
  // ?tab=hot, exactly, picks Hot; anything else is the default, Latest.
  ['?tab=hot', 'hot'],
  ['?tab=latest', 'latest'],
  ['?tab=HOT&x=1', 'latest'],
  ['', 'latest'],
])('blogTabFromSearch(%j) is %j', (search, tab) => expect(blogTabFromSearch(search)).toBe(tab));

test.each<[BlogTab, string]>([
  // The tab goes in the URL only when it is not the default.
  ['hot', '/blog/page/2/?tab=hot'],
  ['latest', '/blog/page/2/'],
])('withBlogTab(path, %j) is %j', (tab, path) => expect(withBlogTab('/blog/page/2/', tab)).toBe(path));
