import React from 'react';
import styled from 'styled-components';
import { Glyph } from '../ui/Glyph';
import type { GlyphCard } from './GlyphCards';
import { media } from '../../styles/media';
import { smallCapsLabel } from '../../styles/labels';
import { cardSurface, iconSquare, threeColumnList } from '../../styles/mixins';
import { theme } from '../../styles/theme';

/** The six-step process (product-rules §2 Home) as an ordered list: a vertical timeline on phones, 3 columns at md. */
export function ProcessTimeline({ steps }: { steps: readonly GlyphCard[] }) {
  return (
    <List>
      {steps.map((step, index) => (
        <Step key={step.id}>
          <Marker aria-hidden="true">
            <Glyph name={step.glyph} size={24} />
          </Marker>
          <div>
            <StepLabel>Step {index + 1}</StepLabel>
            <Title>{step.title}</Title>
            <Text>{step.description}</Text>
          </div>
        </Step>
      ))}
    </List>
  );
}

const List = styled.ol`
  ${threeColumnList}
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 52px 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  ${cardSurface}
  /* The timeline line joining the steps on a single column. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(${theme.space.lg} + 25px);
    bottom: calc(-1 * ${theme.space.lg} - 1px);
    height: ${theme.space.lg};
    border-left: 2px dashed ${theme.colors.primary};
  }
  ${media.sm} {
    &:not(:last-child)::after {
      display: none;
    }
  }
`;

const Marker = styled.span`
  ${iconSquare('52px', '50%', theme.colors.action, theme.colors.onDark)}
`;

const StepLabel = styled.p`
  margin: 0;
  ${smallCapsLabel}
  color: ${theme.colors.primaryDark};
`;

const Title = styled.h3`
  margin-bottom: 0.35em;
`;

const Text = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
