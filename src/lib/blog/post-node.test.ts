import { countWords, readingTimeMinutes, splitPostKeywords, toBlogPostFields } from './post-node';

const frontMatter = {
  id: 5,
  title: 'vscode-extensions-for-developers',
  seoTitle: 'VS Code Extensions We Install Everywhere',
  seoKeywords: 'vs code extensions, vscodevim ,  , prettier',
  topics: ['tooling'],
  heading: 'The VS Code Extensions and Settings We Install on Every Machine',
  description: 'Our baseline editor setup.',
  author: 'neha',
  date: '07 Apr 2025',
  related: [12, 19, 30],
};

describe('toBlogPostFields', () => {
  const fields = toBlogPostFields(frontMatter, 'one two three', {
    file: 'content/blog/x/index.md',
    posterPath: '/p.png',
    posterName: null,
  });

  it('renames id and title to postId and slug and keeps the display date beside the ISO one', () => {
    expect(fields).toMatchObject({
      postId: 5,
      slug: 'vscode-extensions-for-developers',
      dateText: '07 Apr 2025',
      date: '2025-04-07',
    });
  });

  it('derives keywords, tags, featured flag, technical default, word count and reading time', () => {
    expect(fields.keywords).toEqual(['vs code extensions', 'vscodevim', 'prettier']);
    expect(fields.tags.map((t) => t.slug)).toEqual(['vs-code-extensions', 'vscodevim', 'prettier']);
    expect(fields.featured).toBe(true);
    expect(fields.technical).toBe(false);
    expect(fields.wordCount).toBe(3);
    expect(fields.readingTimeMinutes).toBe(1);
    expect(fields.imageMaxHeight).toBeNull();
  });

  it('keeps the technical flag and an image height cap when given', () => {
    const technical = toBlogPostFields({ ...frontMatter, technical: true, imageMaxHeight: 400 }, '', {
      file: 'f',
      posterPath: null,
      posterName: 'post/p',
    });
    expect(technical.technical).toBe(true);
    expect(technical.imageMaxHeight).toBe(400);
  });
});

describe('splitPostKeywords', () => {
  it('is empty for an empty keyword text', () => {
    expect(splitPostKeywords('')).toEqual([]);
  });
});

describe('toBlogPostFields with an updated date', () => {
  it('keeps the updated date as written and as an ISO date', () => {
    const fields = toBlogPostFields({ ...frontMatter, updated: '02 May 2025' }, '', {
      file: 'f',
      posterPath: null,
      posterName: 'post/p',
    });
    expect(fields).toMatchObject({ updatedText: '02 May 2025', updated: '2025-05-02' });
  });

  it('is null without one', () => {
    const fields = toBlogPostFields(frontMatter, '', { file: 'f', posterPath: null, posterName: 'post/p' });
    expect(fields).toMatchObject({ updatedText: null, updated: null });
  });
});

describe('countWords', () => {
  it('counts runs of non-whitespace like wc -w', () => {
    expect(countWords('Hello  big\nworld')).toBe(3);
    expect(countWords('```bash\nsudo apt update\n```')).toBe(5);
  });

  it('is 0 for an empty or blank body', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t ')).toBe(0);
  });
});

describe('readingTimeMinutes', () => {
  it('divides by 200 and rounds up', () => {
    expect(readingTimeMinutes(200)).toBe(1);
    expect(readingTimeMinutes(201)).toBe(2);
    expect(readingTimeMinutes(1123)).toBe(6);
  });

  it('never says 0 minutes', () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(1)).toBe(1);
  });
});
