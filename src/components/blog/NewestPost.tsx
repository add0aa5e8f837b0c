import React from 'react';
import { graphql, Link } from 'gatsby';
import { blogPostPath } from '../../lib/routes';
import { HeroPanel, PanelLabel, PanelLead, PanelMuted } from '../ui/HeroPanel';

export const query = graphql`
  fragment NewestPost on BlogPost {
    slug
    heading
    description
    date
    dateText
    readingTimeMinutes
    author {
      name
    }
  }
`;

/**
 * A blog hero's second column: the newest post, its heading a link, with its author, date, reading time and
 * description. Text only, so nothing loads; `count` adds how many posts the page's list holds ("14 posts").
 */
export function NewestPost({ post, count }: { post: Queries.NewestPostFragment; count?: number }) {
  return (
    <HeroPanel aria-labelledby="newest-post-label">
      <PanelLabel id="newest-post-label">Newest post{count !== undefined ? ` of ${count}` : ''}</PanelLabel>
      <PanelLead as="p">
        <Link to={blogPostPath(post.slug)}>{post.heading}</Link>
      </PanelLead>
      <PanelMuted>
        {post.author.name} · <time dateTime={post.date}>{post.dateText}</time> · {post.readingTimeMinutes} min read
      </PanelMuted>
      <PanelMuted>{post.description}</PanelMuted>
    </HeroPanel>
  );
}
