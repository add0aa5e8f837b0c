import React from 'react';
import { HeroPanel, PanelLabel, PanelList, PanelMuted } from '../ui/HeroPanel';

/** The how-we-work hero's second column: the ways to engage us at a glance, each with what it suits. */
export function ModelsPanel({ models }: { models: ReadonlyArray<{ id: number; title: string; bestFor: string }> }) {
  return (
    <HeroPanel aria-labelledby="models-panel">
      <PanelLabel id="models-panel">Ways to work with us, at a glance</PanelLabel>
      <PanelList>
        {models.map((model) => (
          <li key={model.id}>
            <span>
              <strong>{model.title}.</strong> <PanelMuted as="span">{model.bestFor}</PanelMuted>
            </span>
          </li>
        ))}
      </PanelList>
    </HeroPanel>
  );
}
