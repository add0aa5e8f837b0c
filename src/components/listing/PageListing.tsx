import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { ArrowRight } from '../ui/icons';
import { CardGrid } from '../ui/CardGrid';
import { centredSquare, linkCard, stretchedLink } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export interface ListingEntry {
  key: string;
  title: string;
  description: string;
  to: string;
  icon?: React.ReactNode;
}

/** The shared listing of linked cards used by the /services and /expertise wrapper pages. */
export function PageListing({ entries, linkLabel }: { entries: readonly ListingEntry[]; linkLabel: string }) {
  return (
    <CardGrid>
      {entries.map((entry) => (
        <Item key={entry.key}>
          {entry.icon ? <Icon>{entry.icon}</Icon> : null}
          <h3>
            <TitleLink to={entry.to}>{entry.title}</TitleLink>
          </h3>
          <p>{entry.description}</p>
          <More aria-hidden="true">
            {linkLabel} <ArrowRight size={16} />
          </More>
        </Item>
      ))}
    </CardGrid>
  );
}

const Item = styled.li`
  ${linkCard}
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  h3 {
    font-size: 1.25rem;
  }
  p {
    flex: 1;
    color: ${theme.colors.muted};
  }
`;

/** The title link stretches over the whole card, so the card is one large click target. */
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  ${stretchedLink}
`;

const Icon = styled.div`
  ${centredSquare('52px')}
  margin-bottom: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
`;
