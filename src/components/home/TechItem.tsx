import React from 'react';
import styled from 'styled-components';
import { BrandMark } from '../ui/BrandMark';
import { centredSquare } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export interface TechItemData {
  name: string;
  mark: { title: string; hex: string; path: string } | null;
}

/**
 * One technology: its simple-icons mark in the text colour, in the brand colour while hovered (product-rules §3
 * colourIcon). A brand missing from simple-icons gets a monochrome badge with its initials instead.
 */
export function TechItem({ item, hasMark = true }: { item: TechItemData; hasMark?: boolean }) {
  const style = item.mark ? ({ '--brand': `#${item.mark.hex}` } as React.CSSProperties) : undefined;
  return (
    <Item style={style}>
      <Icon aria-hidden="true">
        {!item.mark ? <Badge>{initials(item.name)}</Badge> : hasMark ? <BrandMark mark={item.mark} size={40} /> : null}
      </Icon>
      <Name>{item.name}</Name>
    </Item>
  );
}

/** "AWS" stays whole; longer names show their first letter ("Oracle" → "O"). */
function initials(name: string): string {
  return name.length <= 3 ? name.toUpperCase() : name.charAt(0).toUpperCase();
}

const Icon = styled.span`
  ${centredSquare('56px')}
  color: ${theme.colors.muted};
  transition: color 0.2s ease;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  &:hover ${Icon} {
    color: var(--brand, ${theme.colors.primaryDark});
  }
`;

const Badge = styled.span`
  ${centredSquare('44px')}
  border-radius: 50%;
  border: 2px solid currentColor;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Name = styled.span`
  font-weight: 600;
  text-align: center;
  color: ${theme.colors.navy};
`;
