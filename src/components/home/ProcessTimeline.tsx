import React from 'react';
import styled from 'styled-components';
import { Glyph } from '../ui/Glyph';
import type { GlyphCard } from './GlyphCards';
import { media } from '../../styles/media';
import { smallCapsLabel } from '../../styles/labels';
import { cardSurface, iconSquare, threeColumnList } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { swipeRowOnPhones } from '../../styles/swipe-row';

/**
 * The six-step process (product-rules §2 Home) as an ordered list: one row of steps to swipe through on phones
 * (focusable, so a keyboard scrolls it), 2 columns at sm, 3 at md.
 */
export function ProcessTimeline({ steps }: { steps: readonly GlyphCard[] }) {
  return (
    <List tabIndex={0}>
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
  ${swipeRowOnPhones}
`;

/** On phones the marker sits above the text, which gets the card's whole width; beside it from sm. */
const Step = styled.li`
  position: relative;
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  ${media.sm} {
    grid-template-columns: 52px 1fr;
    gap: ${theme.space.md};
  }
  ${cardSurface}
  /* On phones the row's line: a dash from each step to the next, across the gap. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(${theme.space.lg} + 25px);
    right: calc(-1 * ${theme.space.md} - 1px);
    width: ${theme.space.md};
    border-top: 2px dashed ${theme.colors.primary};
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
