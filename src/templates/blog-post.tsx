import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { AuthorBio } from '../components/blog/AuthorBio';
import { PostBody } from '../components/blog/PostBody';
import { POST_COLUMN_WIDTH } from '../components/blog/PostBody.styles';
import { PostHeader } from '../components/blog/PostHeader';
import { PostNav } from '../components/blog/PostNav';
import { ReadingProgress } from '../components/blog/ReadingProgress';
import { RelatedPosts } from '../components/blog/RelatedPosts';
import { TagList } from '../components/blog/TagList';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import type { BlogPostContext } from '../gatsby/node/page-context';
import { useBlogSite } from '../hooks/use-blog-site';
import { blogSeoInput, buildBlogPageMetadata, buildBlogPostingJsonLd, type BlogPostHeadInput } from '../lib/blog-seo';
import { blogPostPath } from '../lib/routes';
import { SearchIndexed } from '../components/search/SearchIndexed';

/** /blog/<slug>/ (SPEC §2 Blog detail). */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostTemplateQuery, BlogPostContext>) {
  const post = data.blogPost!;
  return (
    <>
      <ReadingProgress />
      <article>
        <SearchIndexed>
          <PostHeader post={post} />
        </SearchIndexed>
        <Column>
          <SearchIndexed>
            <PostBody html={post.html} imageMaxHeight={post.imageMaxHeight} />
          </SearchIndexed>
          <TagList tags={post.tags} />
          <AuthorBio author={post.author} />
          <PostNav previous={data.previous} next={data.next} />
        </Column>
      </article>
      <RelatedPosts posts={post.related} />
    </>
  );
}

const Column = styled(Container)`
  max-width: ${POST_COLUMN_WIDTH};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

export const query = graphql`
  query BlogPostTemplate($id: String!, $previousId: String!, $nextId: String!) {
    blogPost(id: { eq: $id }) {
      ...PostHeader
      postId
      slug
      seoTitle
      keywords
      technical
      imageMaxHeight
      wordCount
      html
      tags {
        name
        slug
      }
      author {
        ...AuthorProfile
      }
      related {
        ...PostCard
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
      name
      description
    }
  }
`;

export const Head: HeadFC<Queries.BlogPostTemplateQuery, BlogPostContext> = ({ data }) => {
  const site = useBlogSite();
  const post = data.blogPost!;
  const path = blogPostPath(post.slug);
  const poster = post.poster.childImageSharp?.resize;
  const input: BlogPostHeadInput = {
    postId: post.postId,
    title: post.seoTitle,
    headline: post.heading,
    description: post.description,
    path,
    image: poster?.src
      ? { url: poster.src, alt: post.heading, width: poster.width ?? undefined, height: poster.height ?? undefined }
      : null,
    author: {
      name: post.author.name,
      jobTitle: post.author.position,
      url: post.author.link,
      imageUrl: post.author.profile?.publicURL,
    },
    keywords: post.keywords,
    publishedDate: post.date,
    readingTimeMinutes: post.readingTimeMinutes,
    wordCount: post.wordCount,
    isTechnical: post.technical,
  };
  const metadata = buildBlogPageMetadata(site, input, data.blogJson!.description);
  return (
    <Seo
      {...blogSeoInput(metadata, path)}
      structuredData={[buildBlogPostingJsonLd(site, input)]}
      breadcrumbs={[
        { name: 'Blog', path: '/blog/' },
        { name: post.heading, path },
      ]}
    />
  );
};
