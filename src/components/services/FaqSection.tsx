import React from 'react';
import { Accordion, type AccordionEntry } from '../ui/Accordion';
import { Section } from '../ui/Section';

/** The page's FAQ, on a tinted band: an accordion under its heading (product-rules §2); the same items feed FAQPage JSON-LD. */
export function FaqSection({ heading, items }: { heading: string; items: readonly AccordionEntry[] }) {
  return (
    <Section id="faq" heading={heading} isTinted>
      <Accordion items={items} />
    </Section>
  );
}
