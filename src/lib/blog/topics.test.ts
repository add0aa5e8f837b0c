import { serviceOfPost, topicProblems, topicsWithPosts } from './topics';

const topics = [
  { slug: 'linux', service: 'devops' },
  { slug: 'frontend', service: 'webdevelopment' },
  { slug: 'cloud', service: 'devops' },
];

describe('serviceOfPost', () => {
  it("is the service of the post's first topic", () => {
    expect(serviceOfPost(['frontend', 'linux'], topics)).toBe('webdevelopment');
    expect(serviceOfPost(['linux', 'frontend'], topics)).toBe('devops');
  });
  it('is null for an unknown first topic or none', () => {
    expect(serviceOfPost(['gardening'], topics)).toBeNull();
    expect(serviceOfPost([], topics)).toBeNull();
  });
});

describe('topicsWithPosts', () => {
  it('keeps the editors order, counts posts and drops topics no post carries', () => {
    expect(topicsWithPosts(topics, [['cloud'], ['cloud', 'linux']])).toEqual([
      { slug: 'linux', service: 'devops', count: 1 },
      { slug: 'cloud', service: 'devops', count: 2 },
    ]);
  });
});

describe('topicProblems', () => {
  it('names the post file and field of an unknown topic', () => {
    const posts = [{ file: 'content/blog/a/index.md', topicSlugs: ['linux', 'gardening'] }];
    expect(topicProblems(posts, topics, ['devops', 'webdevelopment'])).toEqual([
      'content/blog/a/index.md: field "topics[1]": "gardening" is not a topic in content/site/topics.json',
    ]);
  });
  it('names a topic whose service has no page', () => {
    expect(topicProblems([], topics, ['devops'])).toEqual([
      'content/site/topics.json: field "topics[1].service": content/services/webdevelopment.json does not exist',
    ]);
  });
  it('finds nothing in consistent content', () => {
    expect(topicProblems([{ file: 'f', topicSlugs: ['cloud'] }], topics, ['devops', 'webdevelopment'])).toEqual([]);
  });
});
