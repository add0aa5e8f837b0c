// Decap's bundle loads Prism before the language files render-markdown adds; here the test does.
import 'prismjs';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { PostPreview } from './PostPreview';
import type { ReaderFacts } from './reader-facts-file';

const facts: ReaderFacts = {
  siteName: 'Example Co',
  siteUrl: 'https://example.org',
  blogName: 'Example Blog',
  blogDescription: 'The blog of Example Co.',
  services: [{ slug: 'devops', name: 'DevOps', summary: 'Pipelines and platforms.' }],
};

/** Decap's Immutable maps, reduced to `getIn` over plain objects. */
const lookup = (data: unknown) => ({
  getIn: (path: string[]) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data),
});

const author = {
  id: 'asha',
  name: 'Asha Rao',
  email: 'a@example.org',
  position: 'Lead',
  link: 'https://x.org',
  bio: 'Bio.',
};
const topicsFile = { topics: [{ slug: 'linux', name: 'Linux', service: 'devops', glyph: 'terminal' }] };
const full = {
  id: 7,
  title: 'first-post',
  heading: 'A first post',
  description: 'What the post says.',
  seoTitle: 'First post',
  author: 'asha',
  topics: ['linux'],
  date: '05 Dec 2026',
  related: [3],
  body: '## One\n\nText.\n\n## Two\n\n## Three\n',
};
const meta = {
  author: { authors: { asha: { items: [author] } } },
  topics: { site: { linux: topicsFile } },
  related: { blog: { '3': { id: 3, title: 'three', heading: 'Post three', author: 'asha', date: '01 Jan 2026' } } },
};

const preview = (data: object, fieldsMetaData: object = {}) =>
  render(
    <PostPreview
      entry={lookup({ data })}
      fieldsMetaData={lookup(fieldsMetaData)}
      getAsset={(path) => `blob:${path}`}
    />,
  );

beforeEach(() => {
  global.fetch = jest.fn((url: string) =>
    Promise.resolve(
      String(url).endsWith('.json')
        ? ({ ok: true, json: () => Promise.resolve(facts) } as Response)
        : ({ ok: true, text: () => Promise.resolve('<symbol id="terminal"><path/></symbol>') } as Response),
    ),
  ) as unknown as typeof fetch;
});

describe('PostPreview', () => {
  it("shows the card, the search result, On this page, related posts and the topic's closing call", async () => {
    preview(full, meta);
    const elsewhere = screen.getByRole('region', { name: 'Where readers find this post' });
    expect(within(elsewhere).getByRole('link', { name: 'A first post' })).toHaveAttribute('href', '/blog/first-post/');
    expect(await within(elsewhere).findByText('First post | Example Co Blog')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'On this page' })[0]).toHaveTextContent('OneTwoThree');
    expect(screen.getByRole('heading', { name: 'Related Blogs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post three' })).toHaveAttribute('href', '/blog/three/');
    expect(await screen.findByRole('heading', { name: 'Working on Linux in your own team?' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("puts the post's own cover on its card", async () => {
    preview({ ...full, poster: './cover.png' }, meta);
    const card = screen.getByRole('region', { name: 'Where readers find this post' });
    expect(card.querySelector('picture img')).toHaveAttribute('src', 'blob:./cover.png');
    // The search result, once the site's facts have loaded.
    expect(await within(card).findByText('First post | Example Co Blog')).toBeInTheDocument();
  });

  it('previews an empty form with a note naming what is missing, not a crash', async () => {
    preview({});
    expect(screen.getByRole('note')).toHaveTextContent(/Still empty, so left blank below: heading, title, description/);
    expect(await screen.findByText(/^Example Co Blog \| /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Have a project in mind?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Related Blogs' })).toBeNull();
  });
});
