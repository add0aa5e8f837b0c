import { markTagPages, tagsWithPages, collectTags, isIndexableTag, postTags, tagSlug } from './tags';

describe('tagSlug', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(tagSlug('MySQL Backup')).toBe('mysql-backup');
    expect(tagSlug('tailwind css v4')).toBe('tailwind-css-v4');
  });

  it('drops punctuation, apostrophes and leading/trailing separators', () => {
    expect(tagSlug("Let's Encrypt")).toBe('lets-encrypt');
    expect(tagSlug('vscode settings.json')).toBe('vscode-settings-json');
    expect(tagSlug('@tailwindcss/vite')).toBe('tailwindcss-vite');
    expect(tagSlug('  --x--  ')).toBe('x');
  });

  it('gives an empty slug for a keyword without letters or digits', () => {
    expect(tagSlug('++')).toBe('');
  });
});

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

describe('collectTags', () => {
  it('counts posts per tag, named by the first spelling, sorted by slug', () => {
    const tags = collectTags([
      [
        { name: 'Terraform', slug: 'terraform' },
        { name: 'aws', slug: 'aws' },
      ],
      [{ name: 'terraform', slug: 'terraform' }],
    ]);
    expect(tags).toEqual([
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
    const tags = tagsWithPages([
      [
        { name: 'mysql', slug: 'mysql' },
        { name: 'vim', slug: 'vim' },
      ],
      [{ name: 'MySQL', slug: 'mysql' }],
    ]);
    expect(tags).toEqual([{ name: 'mysql', slug: 'mysql', count: 2 }]);
  });

  it('is empty when every tag is used once', () => {
    expect(tagsWithPages([[{ name: 'a', slug: 'a' }], [{ name: 'b', slug: 'b' }]])).toEqual([]);
  });
});

describe('markTagPages', () => {
  it('marks only tags whose slug has a page', () => {
    expect(
      markTagPages(
        [
          { name: 'Go', slug: 'go' },
          { name: 'Vim', slug: 'vim' },
        ],
        new Set(['go']),
      ),
    ).toEqual([
      { name: 'Go', slug: 'go', hasPage: true },
      { name: 'Vim', slug: 'vim', hasPage: false },
    ]);
  });
});
