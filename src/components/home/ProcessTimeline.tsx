import React from 'react';
import { Glyph } from '../ui/Glyph';
import type { GlyphCard } from './GlyphCards';
import * as S from './ProcessTimeline.styles';

/** The six-step process (product-rules §2 Home) as an ordered list: a vertical timeline on phones, 3 columns at md. */
export function ProcessTimeline({ steps }: { steps: readonly GlyphCard[] }) {
  return (
    <S.List>
      {steps.map((step, index) => (
        <S.Step key={step.id}>
          <S.Marker aria-hidden="true">
            <Glyph name={step.glyph} size={24} />
          </S.Marker>
          <div>
            <S.StepLabel>Step {index + 1}</S.StepLabel>
            <S.Title>{step.title}</S.Title>
            <S.Text>{step.description}</S.Text>
          </div>
        </S.Step>
      ))}
    </S.List>
  );
}
