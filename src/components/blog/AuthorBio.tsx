import React from 'react';
import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { authorPath } from '../../lib/routes';
import { AuthorAvatar } from './AuthorAvatar';
import { ProfileLink } from './ProfileLink';
import { pictureBesideText } from '../../styles/media';
import { smallCapsLabel } from '../../styles/labels';
import { theme } from '../../styles/theme';

/** Under every post: the visible form of the post's Person JSON-LD (product-rules §2 Post). */
export function AuthorBio({ author }: { author: Queries.AuthorProfileFragment }) {
  return (
    <Box id="about-the-author" aria-labelledby="about-the-author-heading">
      <AuthorAvatar name={author.name} image={author.profile?.childImageSharp?.gatsbyImageData} size={88} />
      <div>
        <Heading id="about-the-author-heading">
          <Eyebrow>About the author</Eyebrow>
          {author.name}
        </Heading>
        <Position>{author.position}</Position>
        <p>{author.bio}</p>
        <Links>
          <Link to={authorPath(author.jsonId)}>All articles by {author.name}</Link>
          <ProfileLink href={author.link} />
        </Links>
      </div>
    </Box>
  );
}

export const authorProfileFragment = graphql`
  fragment AuthorProfile on Author {
    jsonId
    name
    position
    bio
    link
    profile {
      publicURL
      childImageSharp {
        gatsbyImageData(width: 96, height: 96, layout: FIXED)
      }
    }
  }
`;

const Box = styled.section`
  ${pictureBesideText}
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
`;

const Heading = styled.h2`
  font-size: 1.25rem;
  margin-bottom: 0.15rem;
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 0.2rem;
  ${smallCapsLabel}
  color: ${theme.colors.muted};
`;

const Position = styled.p`
  margin-bottom: ${theme.space.sm};
  font-weight: 500;
  color: ${theme.colors.teal};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  font-weight: 600;
`;
