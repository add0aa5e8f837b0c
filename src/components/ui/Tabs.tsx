import React, { useRef, useState } from 'react';
import { focusFromKeyboard } from '../../lib/ui/keyboard-focus';
import { indexForKey } from '../../lib/ui/roving-index';
import * as S from './Tabs.styles';

interface TabsProps {
  label: string;
  /** Prefix of the tab and panel ids: `{idPrefix}-tab-{id}`, `{idPrefix}-panel-{id}`. */
  idPrefix: string;
  tabs: ReadonlyArray<{ id: string; label: string }>;
  selected: number;
  onSelect: (index: number) => void;
  /** A panel's content; `wasShown` is false until its tab has been selected once, so hidden panels stay light. */
  renderPanel: (index: number, wasShown: boolean) => React.ReactNode;
  /** `pills` (home) also select on hover. */
  variant: 'segmented' | 'pills';
}

/** A WAI-ARIA tablist with automatic activation: only the selected tab is in the Tab order. */
export function Tabs({ label, idPrefix, tabs, selected, onSelect, renderPanel, variant }: TabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([selected]));
  if (!shown.has(selected)) setShown(new Set(shown).add(selected));

  const handleKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = indexForKey(event.key, index, tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    focusFromKeyboard(refs.current[next]);
  };

  return (
    <>
      <S.TabList role="tablist" aria-label={label} $variant={variant}>
        {tabs.map((tab, index) => (
          <S.Tab
            key={tab.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
            onMouseEnter={variant === 'pills' ? () => onSelect(index) : undefined}
            onKeyDown={(event) => handleKeyDown(event, index)}
            $variant={variant}
          >
            {tab.label}
          </S.Tab>
        ))}
      </S.TabList>
      {tabs.map((tab, index) => (
        <S.Panel
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          $variant={variant}
        >
          {renderPanel(index, shown.has(index))}
        </S.Panel>
      ))}
    </>
  );
}
