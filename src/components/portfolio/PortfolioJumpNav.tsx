import React from 'react';
import styled from 'styled-components';
import { bareList, pillLink, wrapRow } from '../../styles/mixins';

interface PortfolioJumpNavProps {
  groups: ReadonlyArray<{ slug: string; name: string; count: number }>;
}

/** In-page links to each service's group, so a visitor can skip straight to what they need. */
export function PortfolioJumpNav({ groups }: PortfolioJumpNavProps) {
  return (
    <nav aria-label="Case studies by service">
      <List>
        {groups.map((group) => (
          <li key={group.slug}>
            <Chip href={`#${group.slug}`}>
              {group.name}
              <Count>
                {group.count}
                <span className="visually-hidden"> case studies</span>
              </Count>
            </Chip>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul`
  ${bareList}
  ${wrapRow('sm')}
  justify-content: center;
`;

const Chip = styled.a`
  ${pillLink}
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0.4rem 1rem;
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 600;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 0.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sky};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.8125rem;
  text-align: center;
`;
