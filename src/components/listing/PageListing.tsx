import React from 'react';
import styled from 'styled-components';
import { ArrowRight } from '../ui/icons';
import { CardIcon } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { CardLink, CardMore, LinkCardItem } from '../ui/link-card';
import { theme } from '../../styles/theme';

interface PageListingProps<T> {
  /** The listed pages, in order: each card links to `to(slug)`. */
  entries: readonly T[];
  to: (slug: string) => string;
  icon: (entry: T) => React.ReactNode;
}

/** The linked cards of /services/, /expertise/ and About's emerging technologies: icon, name, summary, "Explore". */
export function PageListing<T extends { slug: string; name: string; summary: string }>({
  entries,
  to,
  icon,
}: PageListingProps<T>) {
  return (
    <CardGrid>
      {entries.map((entry) => (
        <Item key={entry.slug}>
          <CardIcon>{icon(entry)}</CardIcon>
          <h3>
            <CardLink to={to(entry.slug)}>{entry.name}</CardLink>
          </h3>
          <p>{entry.summary}</p>
          <CardMore aria-hidden="true">
            Explore <ArrowRight size={16} />
          </CardMore>
        </Item>
      ))}
    </CardGrid>
  );
}

const Item = styled(LinkCardItem)`
  h3 {
    font-size: 1.25rem;
  }
  p {
    flex: 1;
    color: ${theme.colors.muted};
  }
`;
