import {
  authorJsonLd,
  blogExtraKeywords,
  blogSeoInput,
  buildBlogJsonLd,
  buildBlogKeywords,
  buildBlogPageMetadata,
  buildBlogPostingJsonLd,
  buildBlogTags,
  buildBlogTitle,
  buildPersonJsonLd,
  metaAuthorName,
  publisherProfiles,
  structuredAuthorName,
  type BlogPostHeadInput,
  type BlogSiteInfo,
} from './blog-seo';

const site: BlogSiteInfo = {
  name: 'StarOps Technologies',
  shortName: 'StarOps',
  url: 'https://www.staropstechnologies.com',
  logoPath: '/logo.png',
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/staropstechnologies' },
    { network: 'Instagram', url: 'https://www.instagram.com/staropstechnologies' },
    { network: 'X', url: 'https://x.com/staropstech' },
  ],
};

const amit = {
  name: 'Amit Sharma',
  jobTitle: 'DevOps Lead',
  url: 'https://www.linkedin.com/in/amit',
  imageUrl: '/static/amit.png',
};

const input: BlogPostHeadInput = {
  postId: 12,
  title: 'MySQL Incremental Backups with Binary Logs',
  headline: 'Incremental MySQL Backups with Binary Logs: A Practical Guide',
  description: 'Nightly full dumps plus hourly binary logs.',
  path: '/blog/mysql-incremental-backups-with-binary-logs/',
  image: { url: '/static/abc/poster.png', alt: 'Poster' },
  author: amit,
  keywords: ['mysql backup', 'binary log', 'mysqlbinlog'],
  publishedDate: '2025-06-09',
  readingTimeMinutes: 6,
  wordCount: 1161,
  isTechnical: false,
};

describe('buildBlogTitle', () => {
  it("is '{title} | {site} Blog' with a title", () => {
    expect(buildBlogTitle('StarOps Technologies', 'Terraform Fundamentals')).toBe(
      'Terraform Fundamentals | StarOps Technologies Blog',
    );
  });

  it("is '{site} Blog | Latest Insights & Industry Trends' without one (or a blank one)", () => {
    const fallback = 'StarOps Technologies Blog | Latest Insights & Industry Trends';
    expect(buildBlogTitle('StarOps Technologies')).toBe(fallback);
    expect(buildBlogTitle('StarOps Technologies', '  ')).toBe(fallback);
    expect(buildBlogTitle('StarOps Technologies', null)).toBe(fallback);
  });
});

describe('keywords and tags', () => {
  it('always adds the fixed extra terms, starting with the company name (product-rules §9)', () => {
    expect(blogExtraKeywords('StarOps Technologies')).toEqual([
      'StarOps Technologies',
      'IT blog',
      'web development blog',
      'app development insights',
      'DevOps trends',
      'technology blog',
      'software development tips',
    ]);
    expect(buildBlogKeywords('StarOps Technologies', ['vim', 'vimrc'])).toEqual([
      'vim',
      'vimrc',
      ...blogExtraKeywords('StarOps Technologies'),
    ]);
  });

  it('gives a post without keywords the extra terms only, without duplicates', () => {
    expect(buildBlogKeywords('StarOps Technologies', [])).toEqual(blogExtraKeywords('StarOps Technologies'));
    expect(buildBlogKeywords('StarOps Technologies', ['devops trends'])).toHaveLength(7);
  });

  it('uses the first 10 of the post’s own keywords as tags', () => {
    const keywords = Array.from({ length: 13 }, (_, i) => `k${i}`);
    expect(buildBlogTags(keywords)).toEqual(keywords.slice(0, 10));
    expect(buildBlogTags(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('author defaults', () => {
  it("uses the author's name, else 'StarOps Technologies' in meta tags", () => {
    expect(metaAuthorName(site, amit)).toBe('Amit Sharma');
    expect(metaAuthorName(site, null)).toBe('StarOps Technologies');
    expect(metaAuthorName(site, { name: ' ' })).toBe('StarOps Technologies');
  });

  it("uses the author's name, else 'StarOps Team' in structured data", () => {
    expect(structuredAuthorName(site, amit)).toBe('Amit Sharma');
    expect(structuredAuthorName(site, undefined)).toBe('StarOps Team');
    expect(authorJsonLd(site, null)).toEqual({
      '@type': 'Organization',
      name: 'StarOps Team',
      url: 'https://www.staropstechnologies.com/',
    });
  });
});

describe('buildBlogPageMetadata', () => {
  it('fills every product-rules §3 field for a post', () => {
    expect(buildBlogPageMetadata(site, input, 'Default')).toEqual({
      title: 'MySQL Incremental Backups with Binary Logs | StarOps Technologies Blog',
      description: 'Nightly full dumps plus hourly binary logs.',
      keywords: ['mysql backup', 'binary log', 'mysqlbinlog', ...blogExtraKeywords('StarOps Technologies')],
      canonicalUrl: 'https://www.staropstechnologies.com/blog/mysql-incremental-backups-with-binary-logs/',
      ogImage: { url: '/static/abc/poster.png', alt: 'Poster' },
      author: 'Amit Sharma',
      publishedTime: '2025-06-09',
      modifiedTime: '2025-06-09',
      section: 'Technology',
      tags: ['mysql backup', 'binary log', 'mysqlbinlog'],
      readingTime: 6,
      category: 'Software Development',
      featured: false,
    });
  });

  it('marks posts with id 5 or less as featured', () => {
    expect(buildBlogPageMetadata(site, { ...input, postId: 5 }, 'D').featured).toBe(true);
    expect(buildBlogPageMetadata(site, { ...input, postId: 6 }, 'D').featured).toBe(false);
  });

  it('falls back to the default title, description and author, and keeps a given modified date', () => {
    const metadata = buildBlogPageMetadata(
      site,
      { ...input, title: '', description: '', author: null, modifiedDate: '2025-07-01' },
      'The default blog description.',
    );
    expect(metadata.title).toBe('StarOps Technologies Blog | Latest Insights & Industry Trends');
    expect(metadata.description).toBe('The default blog description.');
    expect(metadata.author).toBe('StarOps Technologies');
    expect(metadata.modifiedTime).toBe('2025-07-01');
  });

  it('becomes Seo props for an article page', () => {
    const metadata = buildBlogPageMetadata(site, input, 'D');
    expect(blogSeoInput(metadata, input.path)).toMatchObject({
      fullTitle: metadata.title,
      path: input.path,
      ogType: 'article',
      section: 'Technology',
      category: 'Software Development',
      readingTimeMinutes: 6,
      tags: metadata.tags,
      keywords: metadata.keywords,
      image: input.image,
    });
  });
});

describe('buildBlogPostingJsonLd', () => {
  it('describes a non-technical post as a BlogPosting without publisher profiles', () => {
    const data = buildBlogPostingJsonLd(site, input);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.publisher).not.toHaveProperty('sameAs');
    expect(data).toMatchObject({
      headline: input.headline,
      url: 'https://www.staropstechnologies.com/blog/mysql-incremental-backups-with-binary-logs/',
      datePublished: '2025-06-09',
      dateModified: '2025-06-09',
      articleSection: 'Technology',
      genre: 'Software Development',
      timeRequired: 'PT6M',
      wordCount: 1161,
      isAccessibleForFree: true,
      image: { url: 'https://www.staropstechnologies.com/static/abc/poster.png', width: 1200, height: 630 },
    });
    expect(String(data.keywords)).toContain('software development tips');
  });

  it('becomes a TechArticle whose publisher links LinkedIn and X when technical (product-rules §4)', () => {
    const data = buildBlogPostingJsonLd(site, { ...input, isTechnical: true });
    expect(data['@type']).toBe('TechArticle');
    expect((data.publisher as Record<string, unknown>).sameAs).toEqual([
      'https://www.linkedin.com/company/staropstechnologies',
      'https://x.com/staropstech',
    ]);
    expect(publisherProfiles(site)).toHaveLength(2);
  });

  it('names the author as a Person, or StarOps Team without one', () => {
    expect(buildBlogPostingJsonLd(site, input).author).toMatchObject({ '@type': 'Person', name: 'Amit Sharma' });
    expect(buildBlogPostingJsonLd(site, { ...input, author: null }).author).toMatchObject({ name: 'StarOps Team' });
  });
});

describe('buildPersonJsonLd', () => {
  it('carries name, job title, profile link, photo and employer', () => {
    expect(buildPersonJsonLd(site, amit)).toEqual({
      '@type': 'Person',
      name: 'Amit Sharma',
      jobTitle: 'DevOps Lead',
      url: 'https://www.linkedin.com/in/amit',
      sameAs: ['https://www.linkedin.com/in/amit'],
      image: 'https://www.staropstechnologies.com/static/amit.png',
      worksFor: { '@type': 'Organization', name: 'StarOps Technologies', url: 'https://www.staropstechnologies.com/' },
    });
  });

  it('leaves out what an author does not have (no photo)', () => {
    expect(buildPersonJsonLd(site, { name: 'Karan Mehta' })).not.toHaveProperty('image');
  });
});

describe('buildBlogJsonLd', () => {
  const posts = Array.from({ length: 7 }, (_, i) => ({
    headline: `Post ${i + 1}`,
    description: `About ${i + 1}`,
    path: `/blog/post-${i + 1}/`,
    publishedDate: '2026-01-01',
    authorName: i === 0 ? null : 'Neha Verma',
  }));

  it('lists only the first 5 posts (product-rules §9)', () => {
    const data = buildBlogJsonLd(site, { name: 'Blog', description: 'D', path: '/blog/' }, posts);
    const listed = data.blogPost as Array<Record<string, unknown>>;
    expect(data['@type']).toBe('Blog');
    expect(listed.map((p) => p.headline)).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
    expect(listed[1]).toMatchObject({
      url: 'https://www.staropstechnologies.com/blog/post-2/',
      author: { '@type': 'Person', name: 'Neha Verma' },
    });
    expect(listed[0]!.author).toMatchObject({ name: 'StarOps Team' });
  });
});
