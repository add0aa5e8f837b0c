import React from 'react';
import styled from 'styled-components';
import { cardSurface, iconSquare } from '../../styles/mixins';
import { theme } from '../../styles/theme';

interface CardProps {
  title: string;
  description: string;
  icon?: React.ReactNode;
  as?: 'h3' | 'h4';
  footer?: React.ReactNode;
}

/** A content card: optional icon, title and description. Render inside a CardGrid. */
export function Card({ title, description, icon, as = 'h3', footer }: CardProps) {
  return (
    <Item>
      {icon ? <CardIcon>{icon}</CardIcon> : null}
      <Title as={as}>{title}</Title>
      <Text>{description}</Text>
      {footer}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${theme.space.lg};
  ${cardSurface}
`;

/** The tinted square behind a card's icon (also used by the listing cards). */
export const CardIcon = styled.div`
  ${iconSquare('52px', theme.radii.md, theme.colors.sky, theme.colors.primaryDark)}
  margin-bottom: ${theme.space.md};
`;

const Title = styled.h3`
  font-size: 1.125rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  flex: 1;
`;
