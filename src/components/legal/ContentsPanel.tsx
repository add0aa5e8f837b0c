import React from 'react';
import styled from 'styled-components';
import { media } from '../../styles/media';
import { HeroPanel, PanelLabel, PanelLead, PanelList } from '../ui/HeroPanel';

interface ContentsPanelProps {
  /** The text's front matter date, ISO, and as the page prints it ("28 November 2026"). */
  updated: { iso: string; display: string };
  /** The text's sections (its h2 headings), each with the id the build gave it. */
  sections: ReadonlyArray<{ id: string; text: string }>;
}

/**
 * A legal page's hero, second column: when the text last changed, and its sections as links, so a visitor looking
 * for one clause (cookies, their rights, who to write to) goes straight to it.
 */
export function ContentsPanel({ updated, sections }: ContentsPanelProps) {
  return (
    // A list of links is the page's navigation; a text without sections gets the date alone.
    <HeroPanel as={sections.length > 0 ? 'nav' : 'aside'} aria-labelledby="legal-contents">
      <PanelLabel id="legal-contents">On this page</PanelLabel>
      <PanelLead>
        Last updated: <time dateTime={updated.iso}>{updated.display}</time>
      </PanelLead>
      {sections.length > 0 ? (
        <Sections as="ol">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.text}</a>
            </li>
          ))}
        </Sections>
      ) : null}
    </HeroPanel>
  );
}

/** Twelve sections fit beside the title: tighter rows, two columns on wide screens. */
const Sections = styled(PanelList)`
  column-gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
  && li {
    padding-block: 0.3rem;
  }
  a {
    display: inline-block;
    padding-block: 0.15rem;
    font-weight: 500;
  }
`;
