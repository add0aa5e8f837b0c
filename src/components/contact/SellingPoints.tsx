import React from 'react';
import { Glyph } from '../ui/Glyph';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { gridList, iconSquare } from '../../styles/mixins';

type Copy = NonNullable<Queries.ContactPageQuery['contactJson']>;

/** The side panel beside the contact form (product-rules §2 Contact: eleven selling points). */
export function SellingPoints({ heading, points }: { heading: string; points: Copy['sellingPoints'] }) {
  return (
    <Panel aria-labelledby="selling-points-heading">
      <Heading id="selling-points-heading">{heading}</Heading>
      <List>
        {points.map((point) => (
          <Item key={point.id}>
            <Icon>
              <Glyph name={point.glyph} size={20} />
            </Icon>
            <div>
              <Title>{point.title}</Title>
              <Text>{point.description}</Text>
            </div>
          </Item>
        ))}
      </List>
    </Panel>
  );
}

const Panel = styled.aside`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.panel};
  color: ${theme.colors.onDarkMuted};
`;

const Heading = styled.h2`
  font-size: 1.35rem;
  color: ${theme.colors.onDark};
  margin-bottom: ${theme.space.lg};
`;

const List = styled.ul`
  ${gridList}
  gap: ${theme.space.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.md};
`;

const Icon = styled.span`
  ${iconSquare('36px', theme.radii.sm, theme.colors.action, theme.colors.onDark)}
`;

const Title = styled.h3`
  margin: 0 0 0.15rem;
  font-size: 1rem;
  color: ${theme.colors.onDark};
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.5;
`;
