import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { Container } from '../ui/Container';
import { AuthorAvatar } from './AuthorAvatar';
import { POST_COLUMN_WIDTH } from './PostBody.styles';

/** The post's banner: breadcrumb, badges, the page's only h1, standfirst, author, date and reading time. */
export function PostHeader({ post }: { post: Queries.PostHeaderFragment }) {
  return (
    <Banner>
      <Inner>
        <nav aria-label="Breadcrumb">
          <Crumbs>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/blog/">Blog</Link>
            </li>
          </Crumbs>
        </nav>
        <Badges>
          <Badge>{post.technical ? 'Tutorial' : 'Explainer'}</Badge>
          {post.featured ? <Badge $isHighlighted>Featured</Badge> : null}
        </Badges>
        <Title>{post.heading}</Title>
        <Standfirst>{post.description}</Standfirst>
        <Byline>
          <AuthorAvatar name={post.author.name} image={post.author.profile?.childImageSharp?.avatar} size={44} />
          <span>
            By <a href="#about-the-author">{post.author.name}</a>
            <br />
            <time dateTime={post.date}>{post.dateText}</time> · {post.readingTimeMinutes} min read
          </span>
        </Byline>
      </Inner>
    </Banner>
  );
}

export const postHeaderFragment = graphql`
  fragment PostHeader on BlogPost {
    heading
    description
    date
    dateText
    readingTimeMinutes
    featured
    technical
    author {
      name
      profile {
        childImageSharp {
          avatar: gatsbyImageData(width: 44, height: 44, layout: FIXED)
        }
      }
    }
  }
`;

const Banner = styled.header`
  background: ${({ theme }) => theme.gradients.hero};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxl}`};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

/** Same column as the body below (POST_COLUMN_WIDTH), so header and text line up. */
const Inner = styled(Container)`
  max-width: ${POST_COLUMN_WIDTH};
`;

const Crumbs = styled.ol`
  display: flex;
  gap: 0.5rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const Badges = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Badge = styled.span<{ $isHighlighted?: boolean }>`
  padding: 0.15rem 0.7rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $isHighlighted }) => ($isHighlighted ? theme.colors.amberBg : 'rgba(255, 255, 255, 0.14)')};
  color: ${({ theme, $isHighlighted }) => ($isHighlighted ? theme.colors.amber : theme.colors.onDark)};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.onDark};
  font-size: clamp(1.85rem, 3vw + 1rem, 2.75rem);
`;

const Standfirst = styled.p`
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  a {
    font-weight: 600;
  }
`;
