import React from 'react';
import { Link } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import styled from 'styled-components';
import { servicePath } from '../../lib/routes';
import { media } from '../../styles/media';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { theme } from '../../styles/theme';

/**
 * The case studies of /portfolio/, one group per service linking to the service page, after in-page links to
 * each group so a visitor can skip straight to what they need.
 */
export function PortfolioGroups({ services }: { services: Queries.PortfolioPageQuery['allService']['nodes'] }) {
  return (
    <>
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
      {services.map(({ slug, name, summary, caseStudies }) => (
        <Group key={slug} id={slug} aria-labelledby={`${slug}-heading`}>
          <Header>
            <div>
              <h3 id={`${slug}-heading`}>{name}</h3>
              <Summary>{summary}</Summary>
            </div>
            <ServiceLink to={servicePath(slug)}>
              Explore {name} <ArrowRight size={16} aria-hidden="true" />
            </ServiceLink>
          </Header>
          <CardGrid>
            {caseStudies.map((study) => (
              <Card key={study.id} as="h4" title={study.title} description={study.description} />
            ))}
          </CardGrid>
        </Group>
      ))}
    </>
  );
}

const Group = styled.section`
  padding-top: ${theme.space.xl};
  & + & {
    margin-top: ${theme.space.xl};
    border-top: 1px solid ${theme.colors.border};
  }
  h3 {
    font-size: 1.5rem;
  }
`;

const Header = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: ${theme.space.xl};
  }
`;

const Summary = styled.p`
  margin: 0;
  max-width: 46rem;
  color: ${theme.colors.muted};
`;

const ServiceLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
`;

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
