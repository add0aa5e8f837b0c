import React from 'react';
import { BigFigure, HeroPanel, PanelLabel, PanelLead, PanelList, RowValue } from '../ui/HeroPanel';

interface CaseStudyPanelProps {
  figures: ReadonlyArray<{ value: string; label: string }>;
  stack: readonly string[];
  duration?: string | null;
}

/**
 * A case study's hero, second column: its headline figures (the first one large), then the engagement, how long
 * it ran and what it was built with, said here only. The page's "At a glance" below keeps the other facts (client,
 * industry, services, team).
 */
export function CaseStudyPanel({ figures, stack, duration }: CaseStudyPanelProps) {
  const [first, ...rest] = figures;
  return (
    <HeroPanel aria-labelledby="case-study-results">
      <PanelLabel id="case-study-results">Results</PanelLabel>
      {first ? (
        <div>
          <BigFigure>{first.value}</BigFigure>
          <PanelLead>{first.label}</PanelLead>
        </div>
      ) : null}
      {rest.length > 0 ? (
        <PanelList>
          {rest.map((figure) => (
            <li key={figure.label}>
              <RowValue>{figure.value}</RowValue>
              <span>{figure.label}</span>
            </li>
          ))}
        </PanelList>
      ) : null}
      <PanelLabel as="h3">The engagement</PanelLabel>
      <PanelList>
        {duration ? (
          <li>
            <RowValue>Duration</RowValue>
            <span>{duration}</span>
          </li>
        ) : null}
        <li>
          <RowValue>Stack</RowValue>
          <span>{stack.join(', ')}</span>
        </li>
      </PanelList>
    </HeroPanel>
  );
}
