import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { scrollProgress } from '../../lib/ui/scroll-progress';
import { theme } from '../../styles/theme';

/** product-rules §2 Post: a 3px gradient bar at the top whose width tracks the scroll percentage. */
export function ReadingProgress() {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const measure = () => {
      const { scrollHeight, clientHeight } = document.documentElement;
      setProgress(scrollProgress({ scrollTop: window.scrollY, scrollHeight, clientHeight }));
    };
    measure();
    // Browsers fire scroll at most once a frame: measuring on each event needs no throttle.
    window.addEventListener('scroll', measure, { passive: true });
    // The page's size changes without a scroll too (a narrower window, an image or a late band drawn): the end is
    // still 100%. A phone's address bar, which changes only the window's height, moves with a scroll.
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    return () => {
      window.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
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
