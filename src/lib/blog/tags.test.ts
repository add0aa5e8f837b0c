import { postTags, tagSlug } from './tags';

test.each([
  // Lower-cased, words joined with single hyphens.
  ['MySQL Backup', 'mysql-backup'],
  ['tailwind css v4', 'tailwind-css-v4'],
  // Punctuation, apostrophes and leading or trailing separators are dropped.
  ["Let's Encrypt", 'lets-encrypt'],
  ['vscode settings.json', 'vscode-settings-json'],
  ['@tailwindcss/vite', 'tailwindcss-vite'],
  ['  --x--  ', 'x'],
  // A keyword without letters or digits has an empty slug.
  ['++', ''],
])('tagSlug(%j) is %j', (keyword, slug) => expect(tagSlug(keyword)).toBe(slug));

describe('postTags', () => {
  it('keeps only the first 10 keywords (product-rules §9)', () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `k${i + 1}`);
    expect(postTags(keywords).map((t) => t.name)).toEqual(keywords.slice(0, 10));
  });

  it('skips keywords whose slug repeats an earlier one or is empty', () => {
    expect(postTags(['MySQL', 'mysql', '++', 'gtid'])).toEqual([
      { name: 'MySQL', slug: 'mysql' },
      { name: 'gtid', slug: 'gtid' },
    ]);
  });

  it('de-duplicates before taking 10, so "MySQL, mysql" among 11 keywords still gives 10 tags', () => {
    const keywords = ['MySQL', 'mysql', ...Array.from({ length: 9 }, (_, i) => `k${i + 1}`)];
    const tags = postTags(keywords);
    expect(tags).toHaveLength(10);
    expect(tags.map((t) => t.slug)).toEqual(['mysql', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9']);
  });

  it('never gives more than 10 tags, even when duplicates come after the tenth keyword', () => {
    const keywords = [...Array.from({ length: 10 }, (_, i) => `k${i + 1}`), 'MySQL', 'mysql', 'K1'];
    expect(postTags(keywords).map((t) => t.name)).toEqual(keywords.slice(0, 10));
  });

  it('is empty for a post without keywords', () => {
    expect(postTags([])).toEqual([]);
  });
});
