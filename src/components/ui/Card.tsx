import React from 'react';
import styled from 'styled-components';
import { cardSurface, iconTile } from '../../styles/mixins';

interface CardProps {
  title: string;
  description: string;
  icon?: React.ReactNode;
  /** Heading level inside the section (h3 under a section h2 by default). */
  as?: 'h3' | 'h4';
  footer?: React.ReactNode;
}

/** A content card: optional icon, title and description (product-rules §3 Offering card). Render inside a CardGrid. */
export function Card({ title, description, icon, as = 'h3', footer }: CardProps) {
  return (
    <Item>
      {icon ? <IconWrap>{icon}</IconWrap> : null}
      <Title as={as}>{title}</Title>
      <Text>{description}</Text>
      {footer}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
`;

const IconWrap = styled.div`
  ${iconTile('52px', 'md')}
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  font-size: 1.125rem;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  flex: 1;
`;
