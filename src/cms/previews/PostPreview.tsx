import React from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import { AuthorBio } from '../../components/blog/AuthorBio';
import { PostBody } from '../../components/blog/PostBody';
import { POST_COLUMN_WIDTH } from '../../components/blog/PostBody.styles';
import { PostHeader } from '../../components/blog/PostHeader';
import { TopicList } from '../../components/blog/TopicList';
import { PageBody } from '../../components/ui/Container';
import { postTrail } from '../../lib/seo/breadcrumbs';
import { parsePostDate } from '../../lib/blog/post-date';
import { countWords, readingTimeMinutes } from '../../lib/blog/post-node';
import type { authorsSchema, blogPostSchema } from '../../lib/content/blog-schema';
import { indiaDay } from '../../lib/publishing/publication';
import { postState } from '../../lib/publishing/post-state';
import { renderPostMarkdown } from '../render-markdown';
import { entryData, plain, textOf, type PreviewProps } from './preview-data';

type PostFields = z.input<typeof blogPostSchema> & { body: string };
type AuthorEntry = z.input<typeof authorsSchema>[number];

/** The author picked in the relation field, from the data Decap loaded for it. */
function pickedAuthor(props: PreviewProps, key: string): AuthorEntry | undefined {
  const meta = plain(props.fieldsMetaData?.getIn(['author', 'authors', key])) as { items?: AuthorEntry[] } | undefined;
  return meta?.items?.find((author) => author.id === key);
}

/** The topics picked in the relation field, named from the topics file Decap loaded for it (slugs otherwise). */
function pickedTopics(props: PreviewProps, slugs: readonly string[]): Array<{ slug: string; name: string }> {
  return slugs.map((slug) => {
    const meta = plain(props.fieldsMetaData?.getIn(['topics', 'site', slug])) as
      { topics?: Array<{ slug: string; name: string }> } | undefined;
    return { slug, name: meta?.topics?.find((topic) => topic.slug === slug)?.name ?? slug };
  });
}

/** A blog post as /blog/<slug>/ shows it: header, body (notes, highlighted code), topics and author. */
export function PostPreview(props: PreviewProps) {
  const post = entryData<PostFields>(props);
  const body = textOf(post.body);
  const date = textOf(post.date);
  const authorKey = textOf(post.author);
  const author = pickedAuthor(props, authorKey);
  const topics = pickedTopics(props, Array.isArray(post.topics) ? post.topics.map(String) : []);
  const state = postState(post, indiaDay(new Date()));
  return (
    <article>
      {/* Not part of the page: what Publish will do with this post (the form's header says the same). */}
      <StateBanner role="status" data-state={state.kind}>
        {state.detail}
      </StateBanner>
      <PostHeader
        breadcrumbs={postTrail({ heading: textOf(post.heading), slug: textOf(post.title) })}
        post={{
          heading: textOf(post.heading),
          description: textOf(post.description),
          date: parsePostDate(date) ?? '',
          dateText: date,
          updated: null,
          updatedText: null,
          readingTimeMinutes: readingTimeMinutes(countWords(body)),
          featured: false,
          technical: Boolean(post.technical),
          author: { jsonId: authorKey, name: author?.name ?? authorKey, profile: null },
        }}
      />
      <Column>
        <PostBody html={renderPostMarkdown(body)} imageMaxHeight={post.imageMaxHeight} />
        <TopicList topics={topics} />
        {author ? <AuthorBio author={{ ...author, jsonId: author.id, profile: null }} /> : null}
      </Column>
    </article>
  );
}

const Column = styled(PageBody)`
  max-width: ${POST_COLUMN_WIDTH};
`;

const StateBanner = styled.p`
  margin: 0;
  padding: 10px 16px;
  font:
    600 15px/1.4 system-ui,
    sans-serif;
  text-align: center;
  color: #1f2430;
  background: #e7f6ec;
  &[data-state='draft'] {
    background: #eceef2;
  }
  &[data-state='scheduled'] {
    background: #fff4d6;
  }
`;
