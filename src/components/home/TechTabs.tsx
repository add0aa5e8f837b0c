import React, { useState } from 'react';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { Tabs } from '../ui/Tabs';
import { TechItem, type TechItemData } from './TechItem';
import { theme } from '../../styles/theme';

interface TechTabsProps {
  tabs: ReadonlyArray<{ id: string; label: string; items: readonly TechItemData[] }>;
}

/**
 * Tech and Expertise tab strip (product-rules §2, §4): Devops first; a click or hover switches the icon grid.
 * Brand marks are drawn once a panel has been shown: the hidden panels' icon paths stay out of the HTML.
 */
export function TechTabs({ tabs }: TechTabsProps) {
  const [active, setActive] = useState(0);
  return (
    <div>
      <Tabs
        label="Technology areas"
        idPrefix="tech"
        variant="pills"
        tabs={tabs}
        selected={active}
        onSelect={setActive}
        renderPanel={(index, wasShown) => (
          <Grid>
            {tabs[index]!.items.map((item) => (
              <TechItem key={item.name} item={item} hasMark={wasShown} />
            ))}
          </Grid>
        )}
      />
    </div>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 960px;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;
