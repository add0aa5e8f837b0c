import React, { useState } from 'react';
import styled from 'styled-components';
import { cardRows } from '../../styles/card-rows';
import { cardSurface, centredSquare } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { BrandMark } from '../ui/BrandMark';
import { Tabs } from '../ui/Tabs';

/** Tech tab strip (product-rules §2, §4); marks drawn once a panel is shown keep hidden icon paths out of the HTML. */
export function TechTabs({ tabs }: { tabs: NonNullable<Queries.HomePageQuery['homeJson']>['techTabs'] }) {
  const [active, setActive] = useState(0);
  return (
    <Tabs
      label="Technology areas"
      idPrefix="tech"
      variant="pills"
      tabs={tabs}
      selected={active}
      onSelect={setActive}
      renderPanel={(index, wasShown) => (
        <Grid>
          {tabs[index]!.items.map(({ name, mark }) => (
            // Brand colour while hovered (product-rules §3 colourIcon); a brand simple-icons lacks gets initials.
            <Item key={name} style={mark ? ({ '--brand': `#${mark.hex}` } as React.CSSProperties) : undefined}>
              <Icon aria-hidden="true">
                {!mark ? (
                  <Badge>{initials(name)}</Badge>
                ) : wasShown ? (
                  <BrandMark mark={mark} size={40} width={72} />
                ) : null}
              </Icon>
              <Name>{name}</Name>
            </Item>
          ))}
        </Grid>
      )}
    />
  );
}

/** "AWS" stays whole; longer names show their first letter ("Oracle" → "O"). */
function initials(name: string): string {
  return name.length <= 3 ? name.toUpperCase() : name.charAt(0).toUpperCase();
}

// Wide enough for a wordmark (Oracle) or a wide mark (WooCommerce) to read at the tile's size.
const Icon = styled.span`
  ${centredSquare('56px')}
  width: 76px;
  color: ${theme.colors.muted};
  transition: color 0.2s ease;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ${cardSurface}
  box-shadow: none;
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

/** Rows of tiles centred under the centred tab row, whatever a tab's count (`cardRows`). */
const Grid = styled.ul`
  ${cardRows({ base: 2, sm: 3, lg: 6 }, theme.space.md)}
  margin: 0 auto;
  max-width: 960px;
`;
