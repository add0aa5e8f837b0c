import React from 'react';
import styled from 'styled-components';
import { useCountUp } from '../../hooks/use-count-up';
import { cardSurface } from '../../styles/mixins';
import { theme } from '../../styles/theme';

export interface Stat {
  id: number;
  label: string;
  value: number;
  suffix: string;
}

interface StatCounterProps {
  stat: Stat;
  isRunning: boolean;
  isReducedMotion: boolean;
}

/**
 * One counter. The moving number is hidden from screen readers, which read the final value once, in a
 * visually hidden copy, instead of every frame.
 */
export function StatCounter({ stat, isRunning, isReducedMotion }: StatCounterProps) {
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
