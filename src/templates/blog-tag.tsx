import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { AllPostsLink } from '../components/blog/AllPostsLink';
import { PostGrid } from '../components/blog/PostGrid';
import { Seo } from '../components/seo/Seo';
import { PageBody } from '../components/ui/Container';
import { Hero } from '../components/ui/Hero';
import type { BlogTagContext } from '../gatsby/node/page-context';
import { useSiteData } from '../hooks/use-site-data';
import { blogTrail } from '../lib/seo/breadcrumbs';
import { blogPageSeo } from '../lib/seo/blog-seo';
import { isIndexableTag } from '../lib/blog/tags';
import { blogTagPath } from '../lib/routes';
import { truncateText } from '../lib/ui/text';
import { BuiltHead } from '../components/seo/BuiltHead';

type Data = Queries.BlogTagTemplateQuery;

const tagTrail = (name: string, slug: string) => blogTrail([{ name: `Tag: ${name}`, path: blogTagPath(slug) }]);

/** /blog/tags/<tag>/ (only tags used by 2+ posts have one): every post carrying the tag, newest first. */
export default function BlogTagTemplate({ data, pageContext }: PageProps<Data, BlogTagContext>) {
  const { name } = pageContext;
  const count = data.allBlogPost.totalCount;
  return (
    <>
      <Hero
        eyebrow="Tag"
        title={`Posts tagged “${name}”`}
        intro={`${count} ${count === 1 ? 'article' : 'articles'} by our engineers about ${name}.`}
        breadcrumbs={tagTrail(name, pageContext.tag)}
      />
      <PageBody>
        <PostGrid posts={data.allBlogPost.nodes} eagerCount={2} headingLevel="h2" />
        <AllPostsLink>See all posts</AllPostsLink>
      </PageBody>
    </>
  );
}

export const query = graphql`
  query BlogTagTemplate($tag: String!) {
    allBlogPost(filter: { tags: { elemMatch: { slug: { eq: $tag } } } }, sort: [{ date: DESC }, { postId: DESC }]) {
      totalCount
      nodes {
        ...PostCard
      }
    }
    blogJson {
      name
    }
    listPoster: blogPoster(name: { eq: "list" }) {
      social {
        src
      }
    }
  }
`;

const HeadTags: HeadFC<Data, BlogTagContext> = ({ data, pageContext }) => {
  const site = useSiteData();
  const { name } = pageContext;
  const headings = data.allBlogPost.nodes.map((post) => post.heading);
  return (
    <Seo
      {...blogPageSeo(site, {
        title: `Posts tagged “${name}”`,
        description: truncateText(`Articles about ${name} on the ${data.blogJson!.name}: ${headings.join('; ')}`, 160),
        path: blogTagPath(pageContext.tag),
        keyword: name,
        image: { url: data.listPoster?.social.src, alt: `Posts tagged ${name}` },
      })}
      noindex={!isIndexableTag(data.allBlogPost.totalCount)}
      breadcrumbs={tagTrail(name, pageContext.tag)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
