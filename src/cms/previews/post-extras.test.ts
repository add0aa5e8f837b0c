import { serviceCall } from '../../lib/contact/closing-call';
import {
  closingTopic,
  contentsOf,
  emptyForReaders,
  previewCard,
  relatedPosts,
  searchSnippet,
  type PostFields,
} from './post-extras';
import type { ReaderFacts } from './reader-facts-file';

const facts: ReaderFacts = {
  siteName: 'Example Co',
  siteUrl: 'https://example.org',
  blogName: 'Example Blog',
  blogDescription: 'The blog of Example Co.',
  services: [{ slug: 'devops', name: 'DevOps', summary: 'Pipelines and platforms.' }],
};
const topics = [
  { slug: 'linux', name: 'Linux', service: 'devops', glyph: 'terminal' },
  { slug: 'react', name: 'React', service: 'web', glyph: null },
];
const authors = [
  { id: 'asha', name: 'Asha Rao', email: 'a@example.org', position: 'Lead', link: 'https://x.org', bio: 'Bio.' },
];
const post: Partial<PostFields> = {
  id: 7,
  title: 'first-post',
  heading: 'A first post',
  description: 'What the post says.',
  seoTitle: 'First post',
  author: 'asha',
  topics: ['linux'],
  date: '05 Dec 2026',
  related: [3, 99, 4],
  body: 'one two three',
};
const sources = { authors, topics, marks: new Map([['terminal', '<path d="M4 17"/>']]), blogName: 'Example Blog' };

describe("the preview's blog card", () => {
  it('shows the post as its card does: heading, author by name, date, standfirst', () => {
    const card = previewCard(post, { ...sources, coverSrc: null });
    expect(card).toMatchObject({
      slug: 'first-post',
      heading: 'A first post',
      author: { name: 'Asha Rao' },
      dateText: '05 Dec 2026',
      date: '2026-12-05',
      description: 'What the post says.',
    });
  });

  it("puts the post's own cover in the card's 1200:630 frame, where the build crops it", () => {
    const card = previewCard(post, { ...sources, coverSrc: 'blob:cover' });
    expect(card.drawnPoster?.card).toMatchObject({
      width: 1200,
      height: 630,
      images: { fallback: { src: 'blob:cover' } },
    });
  });

  it('draws the cover the build draws without one: the first topic and its glyph', () => {
    const src = previewCard(post, { ...sources, coverSrc: null }).drawnPoster!.card.images.fallback!.src;
    const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toContain('Linux');
    expect(svg).toContain('<path d="M4 17"/>');
  });

  it('shows a half-filled form as empty texts, never a crash', () => {
    expect(previewCard({}, { ...sources, coverSrc: null })).toMatchObject({
      heading: '',
      date: '',
      author: { name: '' },
    });
  });
});

describe("the preview's other parts", () => {
  it('lists the related posts in the order picked, leaving out a number no post has', () => {
    const loaded = { '3': { heading: 'Three' }, '4': { heading: 'Four' } };
    expect(relatedPosts(post, loaded).map((entry) => entry.heading)).toEqual(['Three', 'Four']);
    expect(relatedPosts({}, loaded)).toEqual([]);
  });

  it("closes with the first topic's service, as the page does, or the general call", () => {
    const topic = closingTopic(post, topics, facts.services)!;
    expect(serviceCall(topic.name, topic.servicePage!).heading).toBe('Working on Linux in your own team?');
    expect(closingTopic({ ...post, topics: ['react'] }, topics, facts.services)).toEqual({
      name: 'React',
      servicePage: null,
    });
    expect(closingTopic({}, topics, facts.services)).toBeUndefined();
  });

  it('shows "On this page" from three h2 sections on, as the page does', () => {
    const h2 = (id: string) => ({ id, value: id, depth: 2 });
    expect(contentsOf([h2('a'), h2('b')])).toBeNull();
    expect(
      contentsOf([h2('a'), h2('b'), { id: 'c', value: 'c', depth: 3 }, h2('d')])?.map((entry) => entry.id),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it("shows the search result with the page's title and description, and their lengths against the limits", () => {
    expect(searchSnippet(post, facts)).toEqual({
      title: 'First post | Example Co Blog',
      url: 'https://example.org/blog/first-post/',
      description: 'What the post says.',
      titleCount: { length: 10, limit: 60 },
      descriptionCount: { length: 19, limit: 160 },
    });
    expect(searchSnippet({ title: 'x' }, facts).description).toBe('The blog of Example Co.');
  });

  it('names the empty fields the card and search result are made of, by their form labels', () => {
    const labels = { heading: 'Headline', title: 'Web address (slug)', description: 'Standfirst' };
    expect(emptyForReaders({ ...post, heading: ' ', topics: [] }, labels)).toEqual(['Headline', 'topics']);
    expect(emptyForReaders(post, labels)).toEqual([]);
  });
});
