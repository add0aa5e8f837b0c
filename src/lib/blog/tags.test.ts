import { markTagPages, tagsWithPages, collectTags, isIndexableTag, postTags, tagSlug } from './tags';

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

/** Tags as a post's keywords give them. */
const tagged = (...names: string[]) => names.map((name) => ({ name, slug: tagSlug(name) }));

describe('collectTags', () => {
  it('counts posts per tag, named by the first spelling, sorted by slug', () => {
    expect(collectTags([tagged('Terraform', 'aws'), tagged('terraform')])).toEqual([
      { name: 'aws', slug: 'aws', count: 1 },
      { name: 'Terraform', slug: 'terraform', count: 2 },
    ]);
  });
});

describe('isIndexableTag', () => {
  it('indexes tags with two or more posts only', () => {
    expect(isIndexableTag(1)).toBe(false);
    expect(isIndexableTag(2)).toBe(true);
  });
});

describe('tagsWithPages', () => {
  it('keeps tags used by two or more posts, comparing case-insensitively by slug', () => {
    expect(tagsWithPages([tagged('mysql', 'vim'), tagged('MySQL')])).toEqual([
      { name: 'mysql', slug: 'mysql', count: 2 },
    ]);
  });

  it('is empty when every tag is used once', () => {
    expect(tagsWithPages([tagged('a'), tagged('b')])).toEqual([]);
  });
});

describe('markTagPages', () => {
  it('marks only tags whose slug has a page', () => {
    expect(markTagPages(tagged('Go', 'Vim'), new Set(['go']))).toEqual([
      { name: 'Go', slug: 'go', hasPage: true },
      { name: 'Vim', slug: 'vim', hasPage: false },
    ]);
  });
});
