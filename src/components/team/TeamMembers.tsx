import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { AuthorAvatar } from '../blog/AuthorAvatar';
import { ProfileLink } from '../blog/ProfileLink';
import type { Member } from './member';
import { PersonName, PersonRole } from './person.styles';

export const query = graphql`
  fragment TeamMemberFields on TeamMember {
    id
    name
    role
    bio
    link
    author
    articlesPath
    readsEnquiries
    photo {
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED, placeholder: NONE)
      }
    }
  }
`;

/**
 * People as cards: a photograph, or a monogram of the initials when there is none (never an illustration of a
 * face), name, role, two-line bio, and links to their profile and their articles (only when the build has their
 * author page: an author without posts has none).
 */
export function TeamMembers({ members, isCompact = false }: { members: readonly Member[]; isCompact?: boolean }) {
  return (
    <List $isCompact={isCompact}>
      {members.map((member) => (
        <Person key={member.id}>
          <AuthorAvatar name={member.name} image={member.photo} size={isCompact ? 56 : 88} />
          <div>
            <PersonName>{member.name}</PersonName>
            <PersonRole>{member.role}</PersonRole>
            {isCompact ? null : <Bio>{member.bio}</Bio>}
            {isCompact || (!member.link && !member.articlesPath) ? null : (
              <Links>
                {member.articlesPath ? (
                  <Link to={member.articlesPath}>
                    Articles<span className="visually-hidden"> by {member.name}</span>
                  </Link>
                ) : null}
                {member.link ? <ProfileLink href={member.link} /> : null}
              </Links>
            )}
          </div>
        </Person>
      ))}
    </List>
  );
}

const List = styled.ul<{ $isCompact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: ${({ $isCompact }) => ($isCompact ? '1fr' : 'repeat(auto-fill, minmax(16rem, 1fr))')};
`;

const Person = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};
`;

const Bio = styled.p`
  margin: ${theme.space.sm} 0 0;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: ${theme.space.sm} 0 0;
  a {
    display: inline-block;
    padding-block: 0.25rem;
    font-weight: 600;
  }
`;
