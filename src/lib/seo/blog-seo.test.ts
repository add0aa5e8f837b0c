import { postTags } from '../blog/tags';
import { buildMetaTags } from './seo';
import {
  authorJsonLd,
  blogPageSeo,
  blogPostSeo,
  buildBlogJsonLd,
  buildBlogKeywords,
  buildBlogPostingJsonLd,
  buildBlogTitle,
  buildPersonJsonLd,
  publisherProfiles,
  type BlogPostSource,
  type BlogSiteInfo,
} from './blog-seo';

const site: BlogSiteInfo = {
  name: 'StarOps Technologies',
  shortName: 'StarOps',
  url: 'https://www.staropstechnologies.com',
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/staropstechnologies' },
    { network: 'Instagram', url: 'https://www.instagram.com/staropstechnologies' },
    { network: 'X', url: 'https://x.com/staropstech' },
  ],
};

const amit = {
  name: 'Amit Sharma',
  position: 'DevOps Lead',
  link: 'https://www.linkedin.com/in/amit',
  profile: { publicURL: '/static/amit.png' },
};

const keywords = ['mysql backup', 'binary log', 'mysqlbinlog'];
const input: BlogPostSource = {
  slug: 'mysql-incremental-backups-with-binary-logs',
  seoTitle: 'MySQL Incremental Backups with Binary Logs',
  heading: 'Incremental MySQL Backups with Binary Logs: A Practical Guide',
  description: 'Nightly full dumps plus hourly binary logs.',
  poster: { childImageSharp: { resize: { src: '/static/abc/poster.png', width: null, height: null } } },
  drawnPoster: null,
  author: {
    jsonId: 'amit',
    ...amit,
    bio: 'Runs backups.',
    profile: { ...amit.profile, childImageSharp: null },
  },
  keywords,
  tags: postTags(keywords),
  topics: [],
  date: '2025-06-09',
  dateText: '09 Jun 2025',
  updated: null,
  updatedText: null,
  readingTimeMinutes: 6,
  wordCount: 1161,
  technical: false,
  featured: false,
  imageMaxHeight: null,
  html: '<p>Body</p>',
  headings: [],
  related: [],
};

/** The fixed terms after the company name (product-rules §9). */
const extraKeywords = [
  'StarOps Technologies',
  'IT blog',
  'web development blog',
  'app development insights',
  'DevOps trends',
  'technology blog',
  'software development tips',
];

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
  it('always adds the company name and the fixed extra terms after the page’s own (product-rules §9)', () => {
    expect(buildBlogKeywords('StarOps Technologies', ['vim', 'vimrc'])).toEqual(['vim', 'vimrc', ...extraKeywords]);
  });

  it('gives a post without keywords the extra terms only, without duplicates', () => {
    expect(buildBlogKeywords('StarOps Technologies', [])).toEqual(extraKeywords);
    expect(buildBlogKeywords('StarOps Technologies', ['devops trends'])).toHaveLength(7);
  });
});

describe('blogPostSeo', () => {
  it('gives Seo every product-rules §9 field of a post page', () => {
    expect(blogPostSeo(site, input, 'Default')).toEqual({
      fullTitle: 'MySQL Incremental Backups with Binary Logs | StarOps Technologies Blog',
      description: 'Nightly full dumps plus hourly binary logs.',
      path: '/blog/mysql-incremental-backups-with-binary-logs/',
      keywords: [...keywords, ...extraKeywords],
      image: { url: '/static/abc/poster.png', alt: input.heading, width: undefined, height: undefined },
      ogType: 'article',
      author: 'Amit Sharma',
      publishedTime: '2025-06-09',
      modifiedTime: '2025-06-09',
      section: 'Technology',
      tags: keywords,
      readingTimeMinutes: 6,
      category: 'Software Development',
    });
  });

  it('falls back to the default title, description and company author, and keeps a given modified date', () => {
    const seo = blogPostSeo(
      site,
      { ...input, seoTitle: '', description: '', author: { ...input.author, name: ' ' }, updated: '2025-07-01' },
      'The default blog description.',
    );
    expect(seo.fullTitle).toBe('StarOps Technologies Blog | Latest Insights & Industry Trends');
    expect(seo.description).toBe('The default blog description.');
    expect(seo.author).toBe('StarOps Technologies');
    expect(seo.modifiedTime).toBe('2025-07-01');
  });

  it('gives one article:tag per page tag: "MySQL, mysql" is one tag and there are never more than 10', () => {
    const many = ['MySQL', 'mysql', ...Array.from({ length: 12 }, (_, i) => `topic ${i + 1}`)];
    const post = { ...input, keywords: many, tags: postTags(many) };
    const articleTags = buildMetaTags(
      { name: 'S', tagline: 'T', url: site.url, defaultDescription: 'D', themeColor: '#000' },
      blogPostSeo(site, post, 'D'),
    ).filter((tag) => 'property' in tag && tag.property === 'article:tag');
    expect(articleTags.map((tag) => tag.content)).toEqual(post.tags.map((tag) => tag.name));
    expect(articleTags).toHaveLength(10);
    expect(articleTags.filter((tag) => tag.content.toLowerCase() === 'mysql')).toHaveLength(1);
  });
});

describe('buildBlogPostingJsonLd', () => {
  it('describes a non-technical post as a BlogPosting without publisher profiles', () => {
    const data = buildBlogPostingJsonLd(site, input);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.publisher).not.toHaveProperty('sameAs');
    expect(data).toMatchObject({
      headline: input.heading,
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
    const data = buildBlogPostingJsonLd(site, { ...input, technical: true });
    expect(data['@type']).toBe('TechArticle');
    expect((data.publisher as Record<string, unknown>).sameAs).toEqual([
      'https://www.linkedin.com/company/staropstechnologies',
      'https://x.com/staropstech',
    ]);
    expect(publisherProfiles(site)).toHaveLength(2);
  });

  it('names the author as a Person, or StarOps Team without a name', () => {
    expect(buildBlogPostingJsonLd(site, input).author).toMatchObject({ '@type': 'Person', name: 'Amit Sharma' });
    const nameless = { ...input, author: { ...input.author, name: '' } };
    expect(buildBlogPostingJsonLd(site, nameless).author).toMatchObject({ name: 'StarOps Team' });
    expect(authorJsonLd(site, { name: ' ' })).toEqual({
      '@type': 'Organization',
      name: 'StarOps Team',
      url: 'https://www.staropstechnologies.com/',
    });
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
    heading: `Post ${i + 1}`,
    description: `About ${i + 1}`,
    slug: `post-${i + 1}`,
    date: '2026-01-01',
    author: { name: i === 0 ? '' : 'Neha Verma' },
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

describe('blogPageSeo', () => {
  it('gives a list, tag or author page the blog title, its keyword plus the extras, and its picture', () => {
    expect(
      blogPageSeo(site, {
        title: 'Posts tagged “vim”',
        description: 'Articles about vim.',
        path: '/blog/tags/vim/',
        keyword: 'vim',
        image: { url: '/blog.png', alt: 'Posts tagged vim' },
      }),
    ).toEqual({
      fullTitle: 'Posts tagged “vim” | StarOps Technologies Blog',
      description: 'Articles about vim.',
      path: '/blog/tags/vim/',
      keywords: ['vim', ...extraKeywords],
      image: { url: '/blog.png', alt: 'Posts tagged vim' },
    });
  });

  it('uses the default blog title and no image when the page has none', () => {
    const seo = blogPageSeo(site, { description: 'D', path: '/blog/', image: { url: null, alt: 'Blog' } });
    expect(seo.fullTitle).toBe('StarOps Technologies Blog | Latest Insights & Industry Trends');
    expect(seo.image).toBeUndefined();
    expect(seo.keywords).toEqual(extraKeywords);
  });
});
