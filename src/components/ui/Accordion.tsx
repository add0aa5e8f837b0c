import React, { useId, useReducer, useRef } from 'react';
import { accordionReducer, focusTargetFor, initAccordion } from '../../lib/ui/accordion';
import { AccordionItem } from './AccordionItem';
import * as S from './Accordion.styles';

export interface AccordionEntry {
  question: string;
  answer: string;
  /** Content may mark one item to start open (product-rules §2); all others start closed. */
  open?: boolean | null;
}

interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Level of the heading that wraps each button (h3 under a section's h2). */
  headingLevel?: 'h3' | 'h4';
}

/**
 * FAQ accordion (product-rules §2, WAI-ARIA accordion pattern): header buttons with aria-expanded and
 * aria-controls, panels as regions labelled by their button. Arrow keys, Home and End move between
 * buttons; Enter and Space toggle natively. State rules live in lib/ui/accordion.
 */
export function Accordion({ items, headingLevel = 'h3' }: AccordionProps) {
  const baseId = useId();
  const [state, dispatch] = useReducer(accordionReducer, items, initAccordion);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const handleKeyDown = (index: number) => (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const target = focusTargetFor(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <S.List>
      {items.map((item, index) => (
        <AccordionItem
          key={index}
          id={`${baseId}faq-${index}`}
          item={item}
          headingLevel={headingLevel}
          isOpen={state.openIndex === index}
          buttonRef={(element) => {
            buttons.current[index] = element;
          }}
          onToggle={() => dispatch({ type: 'toggle', index })}
          onKeyDown={handleKeyDown(index)}
        />
      ))}
    </S.List>
  );
}
