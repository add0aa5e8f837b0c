import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { topicPath } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { List } from './ShareLinks.styles';

/**
 * The post's topics (product-rules §10 Topics), each a link to its topic page. Every chip here is a link and
 * looks like one (underlined on hover, focus ring); the search keywords stay in the head only.
 */
export function TopicList({ topics }: { topics: ReadonlyArray<{ name: string; slug: string }> }) {
  if (topics.length === 0) return null;
  return (
    <Wrapper>
      <Label id="post-topics">Topics</Label>
      <List aria-labelledby="post-topics">
        {topics.map((topic) => (
          <li key={topic.slug}>
            <TopicLink to={topicPath(topic.slug)}>{topic.name}</TopicLink>
          </li>
        ))}
      </List>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  margin-top: ${theme.space.xl};
`;

const Label = styled.p`
  margin-bottom: ${theme.space.sm};
  font-weight: 700;
  color: ${theme.colors.navy};
`;

const TopicLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0.2rem 0.8rem;
  border-radius: ${theme.radii.pill};
  font-size: 0.9375rem;
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
