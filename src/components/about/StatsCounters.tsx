import React, { useRef } from 'react';
import styled from 'styled-components';
import { useCountUp } from '../../hooks/use-count-up';
import { useInView } from '../../hooks/use-in-view';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { media } from '../../styles/media';
import { cardSurface } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { CardGrid } from '../ui/CardGrid';

type Stat = NonNullable<Queries.AboutPageQuery['aboutJson']>['stats'][number];
type CounterProps = { stat: Stat; isRunning: boolean; isReducedMotion: boolean };

/**
 * StarOps In Numbers (product-rules §4 About counters): every time the list scrolls into view, each counter runs
 * from 0 to its target over 2000 ms; under reduced motion they show their targets at once.
 */
export function StatsCounters({ stats }: { stats: readonly Stat[] }) {
  const ref = useRef<HTMLUListElement>(null);
  const isInView = useInView(ref);
  const isReducedMotion = usePrefersReducedMotion();
  return (
    <StatGrid ref={ref}>
      {stats.map((stat) => (
        <StatCounter key={stat.id} stat={stat} isRunning={isInView} isReducedMotion={isReducedMotion} />
      ))}
    </StatGrid>
  );
}

/**
 * One counter. The moving number is hidden from screen readers, which read the final value once, in a
 * visually hidden copy, instead of every frame.
 */
function StatCounter({ stat, isRunning, isReducedMotion }: CounterProps) {
  const value = useCountUp(stat.value, isRunning, isReducedMotion);
  return (
    <Item>
      <Value aria-hidden="true" data-testid="stat-value">
        {value}
        {stat.suffix}
      </Value>
      <span className="visually-hidden">
        {stat.value}
        {stat.suffix}
      </span>
      <Label>{stat.label}</Label>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space.lg} ${theme.space.md};
  text-align: center;
  ${cardSurface}
`;

/** Tabular figures keep the width steady while the number changes. */
const Value = styled.span`
  font-size: clamp(2.25rem, 5vw, 3rem);
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.primaryDark};
`;

const Label = styled.span`
  margin-top: ${theme.space.sm};
  font-weight: 600;
  color: ${theme.colors.navy};
`;

/** Two counters a row on phones, four from md up. */
const StatGrid = styled(CardGrid)`
  --columns: 2;
  ${media.md} {
    --columns: 4;
  }
`;
