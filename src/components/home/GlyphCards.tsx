import React from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { servicePath } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { swipeRowOnPhones } from '../../styles/swipe-row';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Glyph } from '../ui/Glyph';
import { ArrowRight } from '../ui/icons';

/** With `service`, the card ends in a Read More link to that service's own page (product-rules §2 Home). */
export type GlyphCard = { id: number; title: string; description: string; glyph: string; service?: string };

/**
 * Cards with a generic icon, title and text (3 columns at md): services and reasons on Home, values on About.
 * `isSwipeOnPhones`: one row to swipe through on phones (styles/swipe-row.ts), focusable so a keyboard scrolls it.
 */
export function GlyphCards({
  items,
  isSwipeOnPhones = false,
}: {
  items: readonly GlyphCard[];
  isSwipeOnPhones?: boolean;
}) {
  const Grid = isSwipeOnPhones ? SwipeGrid : CardGrid;
  return (
    <Grid tabIndex={isSwipeOnPhones ? 0 : undefined}>
      {items.map((item) => (
        <Card
          key={item.id}
          title={item.title}
          description={item.description}
          icon={<Glyph name={item.glyph} />}
          footer={
            item.service ? (
              <ReadMore to={servicePath(item.service)}>
                Read More<span className="visually-hidden"> about {item.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </ReadMore>
            ) : undefined
          }
        />
      ))}
    </Grid>
  );
}

const SwipeGrid = styled(CardGrid)`
  ${swipeRowOnPhones}
`;

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
