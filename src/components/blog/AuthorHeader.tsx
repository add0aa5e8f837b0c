import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';
import type { Crumb } from '../../lib/seo/seo';
import { media } from '../../styles/media';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { Container } from '../ui/Container';
import { AuthorAvatar } from './AuthorAvatar';
import { ProfileLink } from './ProfileLink';
import { BlogBanner } from './BlogBanner';
import { theme } from '../../styles/theme';

interface AuthorHeaderProps {
  author: { name: string; position: string; bio: string; link: string };
  photo?: IGatsbyImageData | null;
  /** Shown under the name on list pages after the first, e.g. "Page 2 of 3". */
  pageLabel?: string;
  breadcrumbs: readonly Crumb[];
}

/** An author page's banner (issue 14 item 4): photo or initials, name (the h1), position, bio, profile link. */
export function AuthorHeader({ author, photo, pageLabel, breadcrumbs }: AuthorHeaderProps) {
  return (
    <Banner>
      <Container>
        <Breadcrumbs trail={breadcrumbs} />
        <Person>
          <AuthorAvatar name={author.name} image={photo} size={112} />
          <div>
            <Eyebrow>{pageLabel ?? 'Author'}</Eyebrow>
            <Name>{author.name}</Name>
            <Position>{author.position}</Position>
            <Bio>{author.bio}</Bio>
            <ProfileLink href={author.link} />
          </div>
        </Person>
      </Container>
    </Banner>
  );
}

const Banner = styled(BlogBanner)`
  a {
    font-weight: 600;
  }
`;

const Person = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  ${media.sm} {
    flex-direction: row;
    align-items: flex-start;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${theme.colors.onDarkMuted};
`;

const Name = styled.h1`
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.onDark};
`;

const Position = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
  color: ${theme.colors.onDark};
`;

const Bio = styled.p`
  max-width: 40rem;
  color: ${theme.colors.onDarkMuted};
`;
