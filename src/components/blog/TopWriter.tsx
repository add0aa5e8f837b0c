import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { authorPath } from '../../lib/routes';
import { media } from '../../styles/media';
import { AuthorAvatar } from './AuthorAvatar';
import { ProfileLink } from './ProfileLink';
import { PersonName, PersonRole } from '../team/person.styles';
import { theme } from '../../styles/theme';

/** product-rules §2 Blog list: a desktop-only side panel showing the one featured author. */
export function TopWriter({ author }: { author: Queries.TopWriterFragment }) {
  const count = author.posts.length;
  return (
    <Panel aria-labelledby="top-writer-heading">
      <Heading id="top-writer-heading">Top Writer of This Week</Heading>
      <Person>
        <AuthorAvatar name={author.name} image={author.profile?.childImageSharp?.gatsbyImageData} size={72} />
        <div>
          <PersonName>{author.name}</PersonName>
          <Position>{author.position}</Position>
        </div>
      </Person>
      <p>{author.bio}</p>
      <Count>
        {count > 0 ? (
          <Link to={authorPath(author.jsonId)}>
            {count} {count === 1 ? 'article' : 'articles'} on this blog
          </Link>
        ) : (
          'No articles on this blog yet'
        )}
      </Count>
      <ProfileLink href={author.link} />
    </Panel>
  );
}

export const topWriterFragment = graphql`
  fragment TopWriter on Author {
    ...AuthorProfile
    posts {
      id
    }
  }
`;

const Panel = styled.aside`
  display: none;
  ${media.desktop} {
    display: block;
    position: sticky;
    top: calc(${theme.layout.navHeight} + ${theme.space.lg});
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
    font-size: 0.9375rem;
  }
`;

const Heading = styled.h2`
  font-size: 1.125rem;
  margin-bottom: ${theme.space.md};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

const Position = styled(PersonRole)`
  color: ${theme.colors.teal};
`;

const Count = styled.p`
  font-weight: 600;
  color: ${theme.colors.muted};
`;
