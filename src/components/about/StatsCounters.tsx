import React, { useRef } from 'react';
import styled from 'styled-components';
import { useCountUp } from '../../hooks/use-count-up';
import { countUpValue } from '../../lib/ui/count-up';
import { cardSurface } from '../../styles/mixins';
import { theme } from '../../styles/theme';
import { cardRows } from '../../styles/card-rows';

/** StarOps in numbers (product-rules §4 Numbers on About); screen readers read each final value once, not every frame. */
export function StatsCounters({ stats }: { stats: NonNullable<Queries.AboutPageQuery['aboutJson']>['stats'] }) {
  const ref = useRef<HTMLUListElement>(null);
  const elapsed = useCountUp(ref);
  return (
    <StatGrid ref={ref}>
      {stats.map((stat) => (
        <Item key={stat.id}>
          <Value aria-hidden="true" data-testid="stat-value">
            {countUpValue(stat.value, elapsed)}
            {stat.suffix}
          </Value>
          <Final>
            {stat.value}
            {stat.suffix}
          </Final>
          <Label>{stat.label}</Label>
          <Source>{stat.source}</Source>
        </Item>
      ))}
    </StatGrid>
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

/** Tabular figures keep the width steady while the number changes. Print shows the final figure instead. */
const Value = styled.span`
  @media print {
    display: none;
  }
  font-size: clamp(2.25rem, 5vw, 3rem);
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.primaryDark};
`;

/** The final figure: read by screen readers once, and the one printed whatever frame the count is at. */
const Final = styled.span.attrs({ className: 'visually-hidden' })`
  @media print {
    position: static !important;
    width: auto !important;
    height: auto !important;
    margin: 0 !important;
    clip: auto !important;
    overflow: visible !important;
    font-size: clamp(2.25rem, 5vw, 3rem);
    font-weight: 700;
    line-height: 1.1;
  }
`;

const Label = styled.span`
  margin-top: ${theme.space.sm};
  font-weight: 600;
  color: ${theme.colors.navy};
`;

/** What the figure is counted from: a claim a buyer can weigh, not a bare number. */
const Source = styled.small`
  margin-top: ${theme.space.sm};
  font-size: 0.8125rem;
  color: ${theme.colors.muted};
`;

const StatGrid = styled.ul`
  ${cardRows({ base: 2, md: 4 })}
`;
