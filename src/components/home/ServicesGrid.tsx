import React from 'react';
import { Link } from 'gatsby';
import { ArrowRight } from '../ui/icons';
import styled from 'styled-components';
import { servicePath } from '../../lib/routes';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Glyph } from '../ui/Glyph';
import { theme } from '../../styles/theme';

interface ServicesGridProps {
  services: ReadonlyArray<{ id: number; title: string; description: string; glyph: string; service: string }>;
}

/** The six service cards; each Read More goes to that service's own page (product-rules). */
export function ServicesGrid({ services }: ServicesGridProps) {
  return (
    <CardGrid>
      {services.map((item) => (
        <Card
          key={item.id}
          title={item.title}
          description={item.description}
          icon={<Glyph name={item.glyph} />}
          footer={
            <ReadMore to={servicePath(item.service)}>
              Read More<span className="visually-hidden"> about {item.title}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </ReadMore>
          }
        />
      ))}
    </CardGrid>
  );
}

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  align-self: flex-start;
  min-height: 44px;
  margin-top: ${theme.space.md};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
