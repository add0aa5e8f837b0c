import React, { useRef } from 'react';
import styled from 'styled-components';
import { useInView } from '../../hooks/use-in-view';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { media } from '../../styles/media';
import { StatCounter, type Stat } from './StatCounter';

/**
 * StarOps In Numbers (product-rules §4 About counters): every time the list scrolls into view, each counter runs
 * from 0 to its target over 2000 ms; under reduced motion they show their targets at once.
 */
export function StatsCounters({ stats }: { stats: readonly Stat[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const isInView = useInView(ref);
  const isReducedMotion = usePrefersReducedMotion();
  return (
    <List ref={ref}>
      {stats.map((stat) => (
        <StatCounter key={stat.id} stat={stat} isRunning={isInView} isReducedMotion={isReducedMotion} />
      ))}
    </List>
  );
}

/** Two counters a row on phones, up to four on wider screens; a short last row is centred (any count). */
const List = styled.ul`
  --columns: 2;
  --gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  & > * {
    flex: 0 0 calc((100% - (var(--columns) - 1) * var(--gap)) / var(--columns) - 0.1px);
    min-width: 0;
  }
  ${media.md} {
    --columns: 4;
  }
`;
