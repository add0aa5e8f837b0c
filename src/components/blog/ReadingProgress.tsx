import React from 'react';
import styled from 'styled-components';
import { useScrollProgress } from '../../hooks/use-scroll-progress';
import { theme } from '../../styles/theme';

/** product-rules §2 Blog detail: a 3px gradient bar at the top whose width tracks the scroll percentage. */
export function ReadingProgress() {
  const progress = useScrollProgress();
  return (
    <Bar
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      style={{ width: `${progress}%` }}
    />
  );
}

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 60;
  height: 3px;
  background: ${theme.gradients.progress};
  transition: width 0.1s linear;
  pointer-events: none;
`;
