import React, { useState } from 'react';
import styled from 'styled-components';
import { gridColumns, gridList } from '../../styles/mixins';
import { Tabs } from '../ui/Tabs';
import { TechItem, type TechItemData } from './TechItem';

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
  ${gridList}
  margin: 0 auto;
  max-width: 960px;
  gap: ${({ theme }) => theme.space.md};
  ${gridColumns({ base: 2, sm: 3, lg: 6 })}
`;
