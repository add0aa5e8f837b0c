import React from 'react';
import { staticSection } from '../components/ui/deferred';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { AuthorAvatar } from '../components/blog/AuthorAvatar';
import { Pagination } from '../components/blog/Pagination';
import { PostGrid } from '../components/blog/PostGrid';
import { ProfileLink } from '../components/blog/ProfileLink';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { Eyebrow as HeroEyebrow, Hero, Title as HeroTitle } from '../components/ui/Hero';
import type { AuthorPageContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { blogTrail } from '../lib/seo/breadcrumbs';
import { blogPageSeo, buildProfilePageJsonLd } from '../lib/seo/blog-seo';
import { authorPath } from '../lib/routes';
import { truncateText } from '../lib/ui/text';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

// Below the page's content: kept as the server sent it (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');

type Data = Queries.AuthorPageQuery;

const authorTrail = (name: string, { author, page }: AuthorPageContext) =>
  blogTrail([{ name, path: authorPath(author) }], page, authorPath(author, page));

/** /blog/authors/<key>/ and /blog/authors/<key>/<n>/ (product-rules §10 Author pages): the author, then their posts. */
export default function AuthorTemplate({ data, pageContext }: PageProps<Data, AuthorPageContext>) {
  const author = data.author!;
  const { page, pageCount } = pageContext;
  const count = data.allBlogPost.totalCount;
  return (
    <>
      <AuthorHero
        breadcrumbs={authorTrail(author.name, pageContext)}
        portrait={<AuthorAvatar name={author.name} image={author.profile?.childImageSharp?.large} size={112} />}
        eyebrow={page > 1 ? `Page ${page} of ${pageCount}` : 'Author'}
        title={author.name}
      >
        <Position>{author.position}</Position>
        <Bio>{author.bio}</Bio>
        <ProfileLink href={author.link} />
      </AuthorHero>
      <PageBody>
        <Heading>
          {count} {count === 1 ? 'article' : 'articles'} by {author.name}
        </Heading>
        <PostGrid posts={data.allBlogPost.nodes} eagerCount={page === 1 ? 2 : 0} />
        <Pagination
          page={page}
          pageCount={pageCount}
          pathOf={(target) => authorPath(pageContext.author, target)}
          label={`Pages of articles by ${author.name}`}
        />
      </PageBody>
      <ClosingCall />
    </>
  );
}

/** The blog's banner spacing (BlogBanner's): less above, and the eyebrow, name and position close together. */
const AuthorHero = styled(Hero)`
  padding-top: ${theme.space.xl};
  a {
    color: ${theme.colors.onDark};
    font-weight: 600;
  }
  ${HeroEyebrow}, ${HeroTitle} {
    margin-bottom: ${theme.space.xs};
  }
`;

const Position = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
`;

const Bio = styled.p`
  max-width: 40rem;
  color: ${theme.colors.onDarkMuted};
`;

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
  const site = useSiteData();
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
      structuredData={[buildProfilePageJsonLd(site, author, path)]}
      breadcrumbs={authorTrail(author.name, pageContext)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
