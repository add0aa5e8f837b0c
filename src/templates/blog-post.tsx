import { postTrail } from '../lib/seo/breadcrumbs';
import React, { useMemo } from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { PostBody } from '../components/blog/PostBody';
import { POST_COLUMN_WIDTH } from '../components/blog/PostBody.styles';
import { PostHeader } from '../components/blog/PostHeader';
import { ReadingProgress } from '../components/blog/ReadingProgress';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { deferred, staticSection } from '../components/ui/deferred';
import type { BlogPostContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { blogPostSeo, buildBlogPostingJsonLd } from '../lib/seo/blog-seo';
import { hasTableOfContents, tocEntries } from '../lib/blog/table-of-contents';
import { blogPostPath } from '../lib/routes';
import { absoluteUrl } from '../lib/seo/seo';
import { media } from '../styles/media';
import { SearchIndexed } from '../components/search/SearchIndexed';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

type Data = Queries.BlogPostTemplateQuery;

// Around the text: the contents and share buttons hydrate after the page, the rest keep their server HTML
// (components/ui/deferred.tsx).
const TableOfContents = deferred(() => import('../components/blog/TableOfContents'), 'TableOfContents');
const ShareLinks = deferred(() => import('../components/blog/ShareLinks'), 'ShareLinks');
const TopicList = staticSection(() => import('../components/blog/TopicList'), 'TopicList');
const AuthorBio = staticSection(() => import('../components/blog/AuthorBio'), 'AuthorBio');
const PostNav = staticSection(() => import('../components/blog/PostNav'), 'PostNav');
const RelatedPosts = staticSection(() => import('../components/blog/RelatedPosts'), 'RelatedPosts');
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');

/**
 * /blog/<slug>/ (product-rules §2 Post), with a table of contents on long posts and share links; it closes with
 * the service of its first topic (§10 Topics).
 */
export default function BlogPostTemplate({ data }: PageProps<Data, BlogPostContext>) {
  const site = useSiteData();
  const post = data.blogPost!;
  const toc = useMemo(() => tocEntries(post.headings ?? []), [post]);
  const [mainTopic] = post.topics;
  return (
    <>
      <ReadingProgress />
      <article>
        <SearchIndexed>
          <PostHeader post={post} breadcrumbs={postTrail(post)} />
        </SearchIndexed>
        <Columns>
          {hasTableOfContents(toc) ? <TableOfContents entries={toc} /> : null}
          <Main>
            <SearchIndexed>
              <PostBody html={post.html} imageMaxHeight={post.imageMaxHeight} />
            </SearchIndexed>
            <ShareLinks url={absoluteUrl(site.url, blogPostPath(post.slug))} title={post.heading} />
            <TopicList topics={post.topics} />
            <AuthorBio author={post.author} />
            <PostNav previous={data.previous} next={data.next} />
          </Main>
        </Columns>
      </article>
      {/* Every related post may be held back (draft, scheduled) or gone: then the row is left out, not empty. */}
      {post.related.length > 0 && <RelatedPosts posts={post.related} />}
      <ClosingCall topic={mainTopic} />
    </>
  );
}

/** From the lg breakpoint a three-column grid keeps the text centred and the table of contents at its right. */
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

export const query = graphql`
  query BlogPostTemplate($id: String!, $previousId: String!, $nextId: String!) {
    blogPost(id: { eq: $id }) {
      ...PostHeader
      slug
      seoTitle
      keywords
      imageMaxHeight
      wordCount
      html
      headings {
        id
        value
        depth
      }
      tags {
        name
        slug
      }
      topics {
        slug
        name
        servicePage {
          slug
          name
          summary
        }
      }
      author {
        ...AuthorProfile
      }
      related {
        ...PostCard
      }
      drawnPoster {
        social {
          src
          width
          height
        }
      }
      poster {
        childImageSharp {
          resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 82) {
            src
            width
            height
          }
        }
      }
    }
    previous: blogPost(id: { eq: $previousId }) {
      slug
      heading
    }
    next: blogPost(id: { eq: $nextId }) {
      slug
      heading
    }
    blogJson {
      description
    }
  }
`;

const HeadTags: HeadFC<Data, BlogPostContext> = ({ data }) => {
  const site = useSiteData();
  const post = data.blogPost!;
  return (
    <Seo
      {...blogPostSeo(site, post, data.blogJson!.description)}
      structuredData={[buildBlogPostingJsonLd(site, post)]}
      breadcrumbs={postTrail(post)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
