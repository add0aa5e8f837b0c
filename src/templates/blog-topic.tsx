import { staticSection } from '../components/ui/deferred';
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Pagination } from '../components/blog/Pagination';
import { PostGrid } from '../components/blog/PostGrid';
import { TopicFilter } from '../components/blog/TopicFilter';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import type { TopicPageContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { blogTrail } from '../lib/seo/breadcrumbs';
import { blogPageSeo } from '../lib/seo/blog-seo';
import { topicPath } from '../lib/routes';
import { BuiltHead } from '../components/seo/BuiltHead';

// Below the posts: kept as the server sent it (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');
const NewestPost = staticSection(() => import('../components/ui/hero-panels'), 'NewestPost');

type Data = Queries.BlogTopicTemplateQuery;

const topicTrail = (name: string, { topic, page }: TopicPageContext) =>
  blogTrail([{ name, path: topicPath(topic) }], page, topicPath(topic, page));

/**
 * /blog/topics/<topic>/ and its further pages (product-rules §10 Topics): the topic's posts, newest first, the
 * topic filter, and a call to the service the topic belongs to.
 */
export default function BlogTopicTemplate({ data, pageContext }: PageProps<Data, TopicPageContext>) {
  const topic = data.topic!;
  const { page, pageCount } = pageContext;
  const newest = data.newest.nodes[0];
  return (
    <>
      <Hero
        eyebrow={page > 1 ? `Topic · page ${page} of ${pageCount}` : 'Topic'}
        title={topic.name}
        intro={topic.description}
        breadcrumbs={topicTrail(topic.name, pageContext)}
        aside={newest ? <NewestPost post={newest} count={data.newest.totalCount} /> : null}
      />
      <PageBody>
        <TopicFilter data={data} current={topic.slug} />
        <PostGrid posts={data.allBlogPost.nodes} eagerCount={page === 1 ? 2 : 0} headingLevel="h2" />
        <Pagination
          page={page}
          pageCount={pageCount}
          pathOf={(target) => topicPath(topic.slug, target)}
          label={`Pages of ${topic.name} posts`}
        />
      </PageBody>
      <ClosingCall topic={topic} />
    </>
  );
}

export const query = graphql`
  query BlogTopicTemplate($topic: String!, $skip: Int!, $limit: Int!) {
    topic(slug: { eq: $topic }) {
      slug
      name
      description
      servicePage {
        slug
        name
        summary
      }
    }
    newest: allBlogPost(filter: { topicSlugs: { in: [$topic] } }, sort: [{ date: DESC }, { postId: DESC }], limit: 1) {
      totalCount
      nodes {
        ...NewestPost
      }
    }
    allBlogPost(
      filter: { topicSlugs: { in: [$topic] } }
      sort: [{ date: DESC }, { postId: DESC }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...PostCard
      }
    }
    ...TopicFilter
    ...BlogListPoster
  }
`;

const HeadTags: HeadFC<Data, TopicPageContext> = ({ data, pageContext }) => {
  const site = useSiteData();
  const topic = data.topic!;
  return (
    <Seo
      {...blogPageSeo(site, {
        title: pageContext.page > 1 ? `${topic.name} posts, page ${pageContext.page}` : `${topic.name} posts`,
        description: topic.description,
        path: topicPath(topic.slug, pageContext.page),
        keyword: topic.name,
        image: { url: data.listPoster?.social.src, alt: `${topic.name} posts` },
      })}
      breadcrumbs={topicTrail(topic.name, pageContext)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
