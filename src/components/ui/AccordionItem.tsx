import React from 'react';
import { ChevronDown } from './icons';
import type { AccordionEntry } from './Accordion';
import * as S from './Accordion.styles';

interface AccordionItemProps {
  id: string;
  item: AccordionEntry;
  headingLevel: 'h3' | 'h4';
  isOpen: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onToggle: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
}

/** One question and its answer; a closed panel is `hidden`, so it is out of the accessibility tree too. */
export function AccordionItem({ id, item, headingLevel, isOpen, buttonRef, onToggle, onKeyDown }: AccordionItemProps) {
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <S.Item $isOpen={isOpen}>
      <S.Heading as={headingLevel}>
        <S.Trigger
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          <span>{item.question}</span>
          <S.Chevron $isOpen={isOpen}>
            <ChevronDown size={20} aria-hidden="true" focusable="false" />
          </S.Chevron>
        </S.Trigger>
      </S.Heading>
      <S.Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
        <p>{item.answer}</p>
      </S.Panel>
    </S.Item>
  );
}
