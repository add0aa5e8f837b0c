import React from 'react';
import styled from 'styled-components';
import { AuthorBio } from '../../components/blog/AuthorBio';
import { PostBody } from '../../components/blog/PostBody';
import { POST_COLUMN_WIDTH } from '../../components/blog/PostBody.styles';
import { PostCard } from '../../components/blog/PostCard';
import { PostHeader } from '../../components/blog/PostHeader';
import { RelatedPosts } from '../../components/blog/RelatedPosts';
import { TableOfContents } from '../../components/blog/TableOfContents';
import { TopicList } from '../../components/blog/TopicList';
import { ClosingCall } from '../../components/contact/ClosingCall';
import { PageBody } from '../../components/ui/Container';
import { postTrail } from '../../lib/seo/breadcrumbs';
import { parsePostDate } from '../../lib/blog/post-date';
import { countWords, readingTimeMinutes } from '../../lib/blog/post-node';
import { indiaDay } from '../../lib/publishing/publication';
import { postState } from '../../lib/publishing/post-state';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { renderPostArticle } from '../render-markdown';
import { authorPhotoAddress, avatarImage, postCoverAddress, type StoreProps } from './entry-pictures';
import {
  closingTopic,
  contentsOf,
  emptyForReaders,
  previewCard,
  relatedPosts,
  searchSnippet,
  topicSlugsOf,
  type AuthorEntry,
  type PostFields,
  type TopicEntry,
} from './post-extras';
import { entryData, plain, textOf, type PreviewProps } from './preview-data';
import { useReaderFacts } from './reader-facts';
import { SearchSnippet } from './SearchSnippet';

/** The authors file and the topics file, as Decap loaded them for the post's Author and Topics fields. */
function loadedLists(props: PreviewProps, authorKey: string, topicSlugs: readonly string[]) {
  const authorsFile = plain(props.fieldsMetaData?.getIn(['author', 'authors', authorKey])) as
    { items?: AuthorEntry[] } | undefined;
  const topicsFile = topicSlugs
    .map(
      (slug) => plain(props.fieldsMetaData?.getIn(['topics', 'site', slug])) as { topics?: TopicEntry[] } | undefined,
    )
    .find((file) => file?.topics);
  return { authors: authorsFile?.items ?? [], topics: topicsFile?.topics ?? [] };
}

/** The form's labels by field name (Decap hands the collection's fields to the preview). */
function labelsOf(props: PreviewProps): Record<string, string> {
  const fields = plain((props as { fields?: unknown }).fields) as Array<{ name: string; label?: string }> | undefined;
  return Object.fromEntries(
    (Array.isArray(fields) ? fields : []).map((field) => [field.name, field.label ?? field.name]),
  );
}

/** The posts Decap loaded for the Related posts field, by number. */
const loadedPosts = (props: PreviewProps) =>
  (plain(props.fieldsMetaData?.getIn(['related', 'blog'])) ?? {}) as Record<string, Partial<PostFields> | undefined>;

/** A picture's address from Decap's asset store (the file the editor uploaded, or the one in the repository). */
const assetAddress = (props: PreviewProps, path: unknown) =>
  typeof path === 'string' && path ? String(props.getAsset(path)) : null;

/**
 * A blog post as readers get it: where they meet it (its blog card with the cover's crop, its search result), then
 * /blog/<slug>/ with its header, "On this page" from three sections on, the text, topics, the author with photo,
 * the Related Blogs row and the closing call its first topic picks. The site's own components draw each part from
 * the form's values; a half-filled form shows what it has.
 */
export function PostPreview(props: PreviewProps) {
  const post = entryData<PostFields>(props);
  const { facts, marks } = useReaderFacts();
  const body = textOf(post.body);
  const date = textOf(post.date);
  const authorKey = textOf(post.author);
  const topicSlugs = topicSlugsOf(post);
  const { authors, topics } = loadedLists(props, authorKey, topicSlugs);
  const author = authors.find((entry) => entry.id === authorKey);
  const photo = authorPhotoAddress(props as PreviewProps & StoreProps, author?.profile);
  const state = postState(post, indiaDay(new Date()));
  const { html, headings } = renderPostArticle(body);
  const contents = contentsOf(headings);
  const blogName = facts?.blogName ?? 'Blog';
  const cardOf = (entry: Partial<PostFields>, coverSrc: string | null) =>
    previewCard(entry, { authors, topics, marks, blogName, coverSrc });
  // Another post's own cover, from its folder, as its card shows it; the drawn cover without one.
  const related = relatedPosts(post, loadedPosts(props)).map((entry) =>
    cardOf(entry, postCoverAddress(props as PreviewProps & StoreProps, textOf(entry.title), entry.poster)),
  );
  const topicNames = topicSlugs.map((slug) => ({
    slug,
    name: topics.find((topic) => topic.slug === slug)?.name ?? slug,
  }));
  const empty = emptyForReaders(post, labelsOf(props));
  const profile = (size: number) => (photo ? { childImageSharp: { avatar: avatarImage(photo, size) } } : null);
  return (
    <>
      <article>
        {/* Not part of the page: what Publish will do with this post (the form's header says the same). */}
        <StateBanner role="status" data-state={state.kind}>
          {state.detail}
        </StateBanner>
        <Elsewhere aria-label="Where readers find this post" data-preview-extra="">
          {empty.length > 0 ? (
            <Missing role="note">Still empty, so left blank below: {empty.join(', ')}.</Missing>
          ) : null}
          <figure>
            <figcaption>On the blog list, the home page and related rows</figcaption>
            <CardSlot>
              <PostCard post={cardOf(post, assetAddress(props, post.poster))} headingLevel="h2" />
            </CardSlot>
          </figure>
          <figure>
            <figcaption>In search results</figcaption>
            {facts ? <SearchSnippet snippet={searchSnippet(post, facts)} /> : null}
          </figure>
        </Elsewhere>
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
            author: { jsonId: authorKey, name: author?.name ?? authorKey, profile: profile(44) },
          }}
        />
        <Columns>
          {contents ? <TableOfContents entries={contents} /> : null}
          <Main>
            <PostBody html={html} imageMaxHeight={post.imageMaxHeight} />
            <TopicList topics={topicNames} />
            {author ? (
              <AuthorBio
                author={{
                  ...author,
                  jsonId: author.id,
                  profile: photo
                    ? { publicURL: photo, childImageSharp: { gatsbyImageData: avatarImage(photo, 96) } }
                    : null,
                }}
              />
            ) : null}
          </Main>
        </Columns>
      </article>
      {related.length > 0 ? <RelatedPosts posts={related} /> : null}
      <ClosingCall topic={closingTopic(post, topics, facts?.services ?? [])} />
    </>
  );
}

/** As on the post's page (templates/blog-post.tsx): "On this page" beside the text from the lg breakpoint. */
const Columns = styled(PageBody)`
  max-width: ${POST_COLUMN_WIDTH};
  ${media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) calc(${POST_COLUMN_WIDTH} - 2 * ${theme.space.md}) minmax(0, 1fr);
    column-gap: ${theme.space.xl};
    max-width: none;
  }
`;

const Main = styled.div`
  ${media.lg} {
    grid-column: 2;
    grid-row: 1;
  }
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

/** Not part of the page: the card and the search result, side by side, on the editor's grey. */
const Elsewhere = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  padding: 16px;
  background: #eceef2;
  figure {
    margin: 0;
    flex: 1 1 320px;
  }
  figcaption {
    margin-bottom: 8px;
    font:
      600 14px/1.4 system-ui,
      sans-serif;
    color: #1f2430;
  }
`;

const Missing = styled.p`
  flex-basis: 100%;
  margin: 0;
  font:
    14px/1.4 system-ui,
    sans-serif;
  color: #1f2430;
`;

/** One card at the width the blog list gives it (three columns of a 1200 px page). */
const CardSlot = styled.ul`
  max-width: 380px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
