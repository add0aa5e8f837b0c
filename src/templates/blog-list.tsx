import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { FeedLinks } from '../components/blog/FeedLinks';
import { Pagination } from '../components/blog/Pagination';
import { PostGrid } from '../components/blog/PostGrid';
import { TopicFilter } from '../components/blog/TopicFilter';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import type { BlogListContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { withBlogTab, type BlogTab } from '../lib/blog/list-tabs';
import { blogTrail } from '../lib/seo/breadcrumbs';
import { blogPageSeo, buildBlogJsonLd } from '../lib/seo/blog-seo';
import { blogListPath } from '../lib/routes';
import { deferred, staticSection } from '../components/ui/deferred';
import { theme } from '../styles/theme';
import { BuiltHead } from '../components/seo/BuiltHead';

type Data = Queries.BlogListTemplateQuery;

// Below the hero on a phone: the tabs hydrate after the page, the rest keep their server HTML (components/ui/deferred.tsx).
const BlogTabs = deferred(() => import('../components/blog/BlogTabs'), 'BlogTabs');
const TopWriter = staticSection(() => import('../components/blog/TopWriter'), 'TopWriter');
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const NewestPost = staticSection(() => import('../components/ui/hero-panels'), 'NewestPost');

const listTrail = (page: number) => blogTrail([], page, blogListPath(page));

/**
 * /blog/ and /blog/page/<n>/ (product-rules §2 Blog list): hero, the topic filter (§10 Topics), Hot/Latest tabs,
 * cards, the Top Writer band, feeds, and the closing call.
 */
export default function BlogListTemplate({ data, pageContext }: PageProps<Data, BlogListContext>) {
  const copy = data.blogJson!;
  const { page, pageCount } = pageContext;
  const newest = data.newest.nodes[0];
  const panel = (tab: BlogTab, posts: readonly Queries.PostCardFragment[], eagerCount = 0) => (
    <>
      <PostGrid posts={posts} eagerCount={eagerCount} headingLevel="h2" />
      <Pagination
        page={page}
        pageCount={pageCount}
        pathOf={(target) => withBlogTab(blogListPath(target), tab)}
        label={`Blog pages (${tab === 'hot' ? 'Hot' : 'Latest'})`}
      />
    </>
  );
  return (
    <>
      <Hero
        title={copy.heroTitle}
        intro={copy.heroIntro}
        eyebrow={page > 1 ? `Page ${page} of ${pageCount}` : 'Insights'}
        breadcrumbs={listTrail(page)}
        actions={<FeedLinks />}
        aside={newest ? <NewestPost post={newest} count={data.newest.totalCount} /> : null}
      />
      <Layout>
        <div>
          <TopicFilter data={data} />
          <BlogTabs
            panels={{
              latest: panel('latest', data.latest.nodes, page === 1 ? 2 : 0),
              hot: panel('hot', data.hot.nodes),
            }}
          />
        </div>
        <TopWriter author={data.topWriter!} />
      </Layout>
      <ClosingCall />
    </>
  );
}

/** The posts take the page's width; the Top Writer panel follows them as a band, so no side column stands empty. */
const Layout = styled(PageBody)`
  display: grid;
  gap: ${theme.space.xl};
`;

export const query = graphql`
  query BlogListTemplate($skip: Int!, $limit: Int!) {
    latest: allBlogPost(sort: [{ date: DESC }, { postId: DESC }], skip: $skip, limit: $limit) {
      nodes {
        ...PostCard
      }
    }
    hot: allBlogPost(sort: [{ featured: DESC }, { date: DESC }, { postId: DESC }], skip: $skip, limit: $limit) {
      nodes {
        ...PostCard
      }
    }
    newest: allBlogPost(sort: [{ date: DESC }, { postId: DESC }], limit: 1) {
      totalCount
      nodes {
        ...NewestPost
      }
    }
    ...TopicFilter
    topWriter: author(featured: { eq: true }) {
      ...TopWriter
    }
    blogJson {
      name
      heroTitle
      heroIntro
      description
    }
    ...BlogListPoster
  }
`;

/** The drawn picture the blog list and topic pages share as their social image. */
export const listPosterFragment = graphql`
  fragment BlogListPoster on Query {
    listPoster: blogPoster(name: { eq: "list" }) {
      social {
        src
      }
    }
  }
`;

const HeadTags: HeadFC<Data, BlogListContext> = ({ data, pageContext }) => {
  const site = useSiteData();
  const copy = data.blogJson!;
  const path = blogListPath(pageContext.page);
  return (
    <Seo
      {...blogPageSeo(site, {
        title: pageContext.page > 1 ? `All posts, page ${pageContext.page}` : undefined,
        description: copy.description,
        path,
        image: { url: data.listPoster?.social.src, alt: copy.heroTitle },
      })}
      structuredData={[
        buildBlogJsonLd(site, { name: copy.name, description: copy.description, path }, data.latest.nodes),
      ]}
      breadcrumbs={listTrail(pageContext.page)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
