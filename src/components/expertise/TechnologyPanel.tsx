import React from 'react';
import { BrandMark } from '../ui/BrandMark';
import { HeroFigures } from '../portfolio/HeroProof';
import { HeroPanel, PanelLabel, PanelList } from '../ui/HeroPanel';

interface TechnologyPanelProps {
  name: string;
  mark: { hex: string; href: string } | null;
  /** A case study whose stack names the technology (`caseStudyUsing`), shown instead of the list when there is one. */
  study?: Queries.HeroProofFragment;
  offerings: ReadonlyArray<{ id: number; title: string }>;
}

/** An expertise hero's second column: the work a case study proves with this technology, else what we build with it. */
export function TechnologyPanel({ name, mark, study, offerings }: TechnologyPanelProps) {
  if (study) return <HeroFigures study={study} label={`${name} in a case study`} />;
  return (
    <HeroPanel aria-labelledby="technology-panel">
      <BrandMark mark={mark} size={48} isColoured />
      <PanelLabel id="technology-panel">What we build with {name}</PanelLabel>
      <PanelList>
        {offerings.map((offering) => (
          <li key={offering.id}>{offering.title}</li>
        ))}
      </PanelList>
    </HeroPanel>
  );
}
