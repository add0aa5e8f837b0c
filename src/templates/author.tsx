import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { AuthorHeader } from '../components/blog/AuthorHeader';
import { Pagination } from '../components/blog/Pagination';
import { PostGrid } from '../components/blog/PostGrid';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import type { AuthorPageContext } from '../gatsby/node/page-context';
import { useBlogSite } from '../hooks/use-blog-site';
import { blogTrail } from '../lib/seo/breadcrumbs';
import { blogAuthor, blogPageSeo, buildProfilePageJsonLd } from '../lib/seo/blog-seo';
import { authorPath } from '../lib/routes';
import { truncateText } from '../lib/ui/text';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

type Data = Queries.AuthorPageQuery;

const authorTrail = (name: string, { author, page }: AuthorPageContext) =>
  blogTrail([{ name, path: authorPath(author) }], page, authorPath(author, page));

/** /blog/authors/<key>/ and /blog/authors/<key>/<n>/ (issue 14 item 4): who the author is and their posts, 12 a page. */
export default function AuthorTemplate({ data, pageContext }: PageProps<Data, AuthorPageContext>) {
  const author = data.author!;
  const { page, pageCount } = pageContext;
  const count = data.allBlogPost.totalCount;
  return (
    <>
      <AuthorHeader
        author={author}
        photo={author.profile?.childImageSharp?.large}
        pageLabel={page > 1 ? `Page ${page} of ${pageCount}` : undefined}
        breadcrumbs={authorTrail(author.name, pageContext)}
      />
      <PageBody>
        <Heading>
          {count} {count === 1 ? 'article' : 'articles'} by {author.name}
        </Heading>
        <PostGrid posts={data.allBlogPost.nodes} eagerCount={page === 1 ? 2 : 0} headingLevel="h3" />
        <Pagination
          page={page}
          pageCount={pageCount}
          pathOf={(target) => authorPath(pageContext.author, target)}
          label={`Pages of articles by ${author.name}`}
        />
      </PageBody>
    </>
  );
}

const Heading = styled.h2`
  margin-bottom: ${theme.space.lg};
  font-size: 1.5rem;
`;

export const query = graphql`
  query AuthorPage($author: String!, $skip: Int!, $limit: Int!) {
    author(jsonId: { eq: $author }) {
      ...AuthorProfile
      profile {
        childImageSharp {
          large: gatsbyImageData(width: 112, height: 112, layout: FIXED)
        }
      }
    }
    allBlogPost(
      filter: { authorKey: { eq: $author } }
      sort: [{ date: DESC }, { postId: DESC }]
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...PostCard
      }
    }
  }
`;

const HeadTags: HeadFC<Data, AuthorPageContext> = ({ data, pageContext }) => {
  const site = useBlogSite();
  const author = data.author!;
  const path = authorPath(pageContext.author, pageContext.page);
  const suffix = pageContext.page > 1 ? `, page ${pageContext.page}` : '';
  return (
    <Seo
      {...blogPageSeo(site, {
        title: `${author.name}, ${author.position}${suffix}`,
        description: truncateText(`${author.name}, ${author.position} at ${site.name}. ${author.bio}`, 160),
        path,
        keyword: author.name,
        image: { url: author.profile?.publicURL, alt: author.name },
      })}
      structuredData={[buildProfilePageJsonLd(site, { ...blogAuthor(author), bio: author.bio }, path)]}
      breadcrumbs={authorTrail(author.name, pageContext)}
    />
  );
};

// The tags are built into the HTML; the browser reuses them (components/seo/BuiltHead).
export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
