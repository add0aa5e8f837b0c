import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** In-page links to each service's group, so a visitor can skip straight to what they need. */
export function PortfolioJumpNav({ services }: { services: Queries.PortfolioPageQuery['allService']['nodes'] }) {
  return (
    <nav aria-label="Case studies by service">
      <List>
        {services.map((service) => (
          <li key={service.slug}>
            <Chip href={`#${service.slug}`}>
              {service.name}
              <Count>
                {service.caseStudies.length}
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
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: 0.4rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.navy};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primaryDark};
  }
`;

const Count = styled.span`
  min-width: 1.6rem;
  padding: 0 0.4rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.sky};
  color: ${theme.colors.primaryDark};
  font-size: 0.8125rem;
  text-align: center;
`;
