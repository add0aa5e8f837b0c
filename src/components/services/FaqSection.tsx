import React from 'react';
import { Accordion, type AccordionEntry } from '../ui/Accordion';
import { Section } from '../ui/Section';

interface FaqSectionProps {
  heading: string;
  items: readonly AccordionEntry[];
  isTinted?: boolean;
}

/** The page's FAQ: an accordion under its heading (product-rules §2); the same items feed FAQPage JSON-LD. */
export function FaqSection({ heading, items, isTinted }: FaqSectionProps) {
  return (
    <Section id="faq" heading={heading} isTinted={isTinted}>
      <Accordion items={items} />
    </Section>
  );
}
