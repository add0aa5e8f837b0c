import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { topicsWithPosts } from '../../lib/blog/topics';
import { blogListPath, topicPath } from '../../lib/routes';
import { pillLink } from '../../styles/labels';
import { theme } from '../../styles/theme';

interface TopicFilterProps {
  /** Every topic in the editors' order and every post's topics: the filter lists those with posts. */
  data: Queries.TopicFilterFragment;
  /** The topic page being shown; none on the blog list. */
  current?: string;
}

/**
 * The blog's topic filter (product-rules §10 Topics): plain links to the topic pages, so it works before any
 * script runs, can be shared and is crawled. The page being shown is marked `aria-current`.
 */
export function TopicFilter({ data, current }: TopicFilterProps) {
  const topics = topicsWithPosts(
    data.topicsJson!.topics,
    data.postTopics.nodes.map((post) => post.topicSlugs),
  );
  const entries = [
    { slug: '', name: 'All posts', to: blogListPath(1) },
    ...topics.map((t) => ({ ...t, to: topicPath(t.slug) })),
  ];
  return (
    <nav aria-label="Topics">
      <List>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Entry to={entry.to} aria-current={(current ?? '') === entry.slug ? 'page' : undefined}>
              {entry.name}
            </Entry>
          </li>
        ))}
      </List>
    </nav>
  );
}

export const topicFilterFragment = graphql`
  fragment TopicFilter on Query {
    postTopics: allBlogPost {
      nodes {
        topicSlugs
      }
    }
    topicsJson {
      topics {
        slug
        name
      }
    }
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)`
  ${pillLink('44px', '0.2rem 0.9rem')}
  font-weight: 500;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: ${theme.colors.action};
    border-color: ${theme.colors.action};
    color: ${theme.colors.onDark};
  }
`;
