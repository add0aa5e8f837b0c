import React, { useId, useRef, useState } from 'react';
import { focusFromKeyboard } from '../../lib/ui/keyboard-focus';
import { indexForKey } from '../../lib/ui/roving-index';
import { ChevronDown } from './icons';
import * as S from './Accordion.styles';

export interface AccordionEntry {
  question: string;
  answer: string;
  /** Content may mark one item to start open (product-rules §2); all others start closed. */
  open?: boolean | null;
}

/** FAQ accordion (product-rules §2, WAI-ARIA accordion pattern): one item open at most. */
export function Accordion({ items }: { items: readonly AccordionEntry[] }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(() => {
    const marked = items.findIndex((item) => item.open === true);
    return marked === -1 ? null : marked;
  });
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const handleKeyDown = (index: number) => (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const target = indexForKey(event.key, index, items.length, 'vertical');
    if (target === null) return;
    event.preventDefault();
    focusFromKeyboard(buttons.current[target]);
  };

  return (
    <S.List>
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}faq-${index}-button`;
        const panelId = `${baseId}faq-${index}-panel`;
        return (
          <S.Item key={index} $isOpen={isOpen}>
            <S.Heading>
              <S.Trigger
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex((open) => (open === index ? null : index))}
                onKeyDown={handleKeyDown(index)}
              >
                <span>{item.question}</span>
                <ChevronDown size={20} aria-hidden="true" focusable="false" />
              </S.Trigger>
            </S.Heading>
            <S.Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              <p>{item.answer}</p>
            </S.Panel>
          </S.Item>
        );
      })}
    </S.List>
  );
}
