import React from 'react';
import { Link } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import styled from 'styled-components';
import { servicePath } from '../../lib/routes';
import { media } from '../../styles/media';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { theme } from '../../styles/theme';

/** One service's case studies on /portfolio/, linking to the service page. */
export function PortfolioGroup({ service }: { service: Queries.PortfolioPageQuery['allService']['nodes'][number] }) {
  const { slug, name, summary, caseStudies } = service;
  const headingId = `${slug}-heading`;
  return (
    <Group id={slug} aria-labelledby={headingId}>
      <Header>
        <div>
          <h3 id={headingId}>{name}</h3>
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
