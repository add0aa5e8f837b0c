import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { authorPath } from '../../lib/routes';
import type { Crumb } from '../../lib/seo/seo';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { Container } from '../ui/Container';
import { AuthorAvatar } from './AuthorAvatar';
import { BlogBanner } from './BlogBanner';
import { POST_COLUMN_WIDTH } from './PostBody.styles';
import { theme } from '../../styles/theme';

/** The post's banner with the page's only h1; its breadcrumbs are the page's BreadcrumbList trail. */
export function PostHeader({ post, breadcrumbs }: { post: Queries.PostHeaderFragment; breadcrumbs: readonly Crumb[] }) {
  return (
    <BlogBanner>
      <Inner>
        <Breadcrumbs trail={breadcrumbs} />
        <Badges>
          <Badge>{post.technical ? 'Tutorial' : 'Explainer'}</Badge>
          {post.featured ? <Badge $isHighlighted>Featured</Badge> : null}
        </Badges>
        <Title>{post.heading}</Title>
        <Standfirst>{post.description}</Standfirst>
        <Byline>
          <AuthorAvatar name={post.author.name} image={post.author.profile?.childImageSharp?.avatar} size={44} />
          <span>
            By <Link to={authorPath(post.author.jsonId)}>{post.author.name}</Link>
            <br />
            <time dateTime={post.date}>{post.dateText}</time>
            {post.updated ? (
              <>
                {' '}
                · Updated <time dateTime={post.updated}>{post.updatedText}</time>
              </>
            ) : null}{' '}
            · {post.readingTimeMinutes} min read
          </span>
        </Byline>
      </Inner>
    </BlogBanner>
  );
}

export const postHeaderFragment = graphql`
  fragment PostHeader on BlogPost {
    heading
    description
    date
    dateText
    updated
    updatedText
    readingTimeMinutes
    featured
    technical
    author {
      jsonId
      name
      profile {
        childImageSharp {
          avatar: gatsbyImageData(width: 44, height: 44, layout: FIXED)
        }
      }
    }
  }
`;

/** Same column as the body below (POST_COLUMN_WIDTH), so header and text line up. */
const Inner = styled(Container)`
  max-width: ${POST_COLUMN_WIDTH};
`;

const Badges = styled.p`
  display: flex;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;

const Badge = styled.span<{ $isHighlighted?: boolean }>`
  padding: 0.15rem 0.7rem;
  border-radius: ${theme.radii.pill};
  background: ${({ $isHighlighted }) => ($isHighlighted ? theme.colors.amberBg : 'rgba(255, 255, 255, 0.14)')};
  color: ${({ $isHighlighted }) => ($isHighlighted ? theme.colors.amber : theme.colors.onDark)};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Title = styled.h1`
  color: ${theme.colors.onDark};
  font-size: clamp(1.85rem, 3vw + 1rem, 2.75rem);
`;

const Standfirst = styled.p`
  font-size: 1.125rem;
  color: ${theme.colors.onDarkMuted};
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  font-size: 0.9375rem;
  color: ${theme.colors.onDarkMuted};
  a {
    font-weight: 600;
  }
`;
