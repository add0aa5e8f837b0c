import React, { useRef } from 'react';
import styled from 'styled-components';
import { useInView } from '../../hooks/use-in-view';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { media } from '../../styles/media';
import { CardGrid } from '../ui/CardGrid';
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

/** Two counters a row on phones, four from md; like every card grid, a short last row is centred. */
const List = styled(CardGrid)`
  --columns: 2;
  ${media.md} {
    --columns: 4;
  }
`;
