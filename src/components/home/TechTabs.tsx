import React, { useRef, useState } from 'react';
import { tabIndexForKey } from '../../lib/ui/roving-index';
import { TechItem, type TechItemData } from './TechItem';
import * as S from './TechTabs.styles';

interface TechTabsProps {
  tabs: ReadonlyArray<{ id: string; label: string; items: readonly TechItemData[] }>;
}

/**
 * Tech and Expertise tab strip (product-rules §2, §4): Devops first; a click or hover switches the icon grid, and
 * it is a WAI-ARIA tablist: arrow keys move and select with wrap-around, Home/End jump to the ends.
 */
export function TechTabs({ tabs }: TechTabsProps) {
  const [active, setActive] = useState(0);
  // Brand marks are drawn once a panel has been shown: the hidden panels' icon paths stay out of the HTML.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setActive(index);
    setShown((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  };

  const handleKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <S.TabList role="tablist" aria-label="Technology areas">
        {tabs.map((tab, index) => (
          <S.Tab
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tech-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`tech-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => select(index)}
            onMouseEnter={() => select(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </S.Tab>
        ))}
      </S.TabList>
      {tabs.map((tab, index) => (
        <S.Panel
          key={tab.id}
          role="tabpanel"
          id={`tech-panel-${tab.id}`}
          aria-labelledby={`tech-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== active}
        >
          <S.Grid>
            {tab.items.map((item) => (
              <TechItem key={item.name} item={item} hasMark={shown.has(index)} />
            ))}
          </S.Grid>
        </S.Panel>
      ))}
    </div>
  );
}
