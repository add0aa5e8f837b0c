import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { FeedLinks } from '../components/blog/FeedLinks';
import { Pagination } from '../components/blog/Pagination';
import { PostGrid } from '../components/blog/PostGrid';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import type { BlogListContext } from '../gatsby/node/page-context';
import { useBlogSite } from '../hooks/use-blog-site';
import { buildBlogJsonLd, buildBlogKeywords, buildBlogTitle } from '../lib/seo/blog-seo';
import { blogListPath, blogPostPath } from '../lib/routes';
import { media } from '../styles/media';
import { deferred } from '../components/ui/deferred';

// Below the hero on a phone: hydrated after the page in their own tasks (components/ui/deferred.tsx).
const BlogTabs = deferred(() => import('../components/blog/BlogTabs'), 'BlogTabs');
const TopWriter = deferred(() => import('../components/blog/TopWriter'), 'TopWriter');

/** Home › Blog (› Page n): shown in the hero and given to Seo's BreadcrumbList. */
const listTrail = (page: number) =>
  page > 1
    ? [
        { name: 'Blog', path: '/blog/' },
        { name: `Page ${page}`, path: blogListPath(page) },
      ]
    : [{ name: 'Blog', path: '/blog/' }];

/** /blog/ and /blog/page/<n>/ (product-rules §2 Blog list): hero, Hot/Latest tabs, cards, Top Writer panel, feeds. */
export default function BlogListTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogListTemplateQuery, BlogListContext>) {
  const copy = data.blogJson!;
  const { page, pageCount } = pageContext;
  return (
    <>
      <Hero
        title={copy.heroTitle}
        intro={copy.heroIntro}
        eyebrow={page > 1 ? `Page ${page} of ${pageCount}` : 'Insights'}
        breadcrumbs={listTrail(page)}
        actions={<FeedLinks />}
      />
      <Layout>
        <div>
          <BlogTabs
            label="Order posts by"
            panels={{
              latest: (
                <>
                  <PostGrid posts={data.latest.nodes} eagerCount={page === 1 ? 2 : 0} headingLevel="h2" />
                  <Pagination page={page} pageCount={pageCount} tab="latest" />
                </>
              ),
              hot: (
                <>
                  <PostGrid posts={data.hot.nodes} headingLevel="h2" />
                  <Pagination page={page} pageCount={pageCount} tab="hot" />
                </>
              ),
            }}
          />
        </div>
        {data.topWriter ? <TopWriter author={data.topWriter} /> : null}
      </Layout>
    </>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 280px;
  }
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
    topWriter: author(featured: { eq: true }) {
      ...TopWriter
    }
    blogJson {
      name
      heroTitle
      heroIntro
      description
    }
    listPoster: file(sourceInstanceName: { eq: "blog-posters" }, relativePath: { eq: "blog.png" }) {
      publicURL
    }
  }
`;

export const Head: HeadFC<Queries.BlogListTemplateQuery, BlogListContext> = ({ data, pageContext }) => {
  const site = useBlogSite();
  const copy = data.blogJson!;
  const path = blogListPath(pageContext.page);
  const title =
    pageContext.page > 1 ? buildBlogTitle(site.name, `All posts, page ${pageContext.page}`) : buildBlogTitle(site.name);
  const posts = data.latest.nodes.map((post) => ({
    headline: post.heading,
    description: post.description,
    path: blogPostPath(post.slug),
    publishedDate: post.date,
    authorName: post.author.name,
  }));
  return (
    <Seo
      fullTitle={title}
      description={copy.description}
      path={path}
      keywords={buildBlogKeywords(site.name, [])}
      image={data.listPoster?.publicURL ? { url: data.listPoster.publicURL, alt: copy.heroTitle } : undefined}
      structuredData={[buildBlogJsonLd(site, { name: copy.name, description: copy.description, path }, posts)]}
      breadcrumbs={listTrail(pageContext.page)}
    />
  );
};
