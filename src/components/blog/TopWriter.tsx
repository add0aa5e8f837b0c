import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { authorPath } from '../../lib/routes';
import { media } from '../../styles/media';
import { AuthorAvatar } from './AuthorAvatar';
import { ProfileLink } from './ProfileLink';
import { PersonName, PersonRole } from '../team/person.styles';
import { theme } from '../../styles/theme';

/**
 * product-rules §2 Blog list: on wide screens, a band under the posts showing the one featured author: who they are,
 * their bio, then their articles and profile, side by side (a side column beside the cards stood mostly empty).
 */
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
      <Bio>{author.bio}</Bio>
      <Links>
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
      </Links>
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
    display: grid;
    grid-template-columns: minmax(220px, auto) minmax(0, 1fr) auto;
    grid-template-areas: 'heading heading heading' 'person bio links';
    align-items: center;
    column-gap: ${theme.space.xl};
    padding: ${theme.space.lg} ${theme.space.xl};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceAlt};
    font-size: 0.9375rem;
  }
`;

const Heading = styled.h2`
  grid-area: heading;
  font-size: 1.125rem;
  margin-bottom: ${theme.space.md};
`;

const Person = styled.div`
  grid-area: person;
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

const Bio = styled.p`
  grid-area: bio;
  margin: 0;
`;

const Links = styled.div`
  grid-area: links;
`;

const Position = styled(PersonRole)`
  color: ${theme.colors.teal};
`;

const Count = styled.p`
  margin-top: 0;
  font-weight: 600;
  color: ${theme.colors.muted};
`;
