import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The brand mark (a four-point star over an orbit) and the company name as text. */
export function Logo({ name }: { name: string }) {
  return (
    <Wrap>
      <svg width="36" height="36" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="#0f1b3d" />
        <ellipse
          cx="24"
          cy="26"
          rx="17"
          ry="7"
          fill="none"
          stroke="#427ee6"
          strokeWidth="2.5"
          transform="rotate(-18 24 26)"
        />
        <path d="M24 8l3.6 10.4L38 22l-10.4 3.6L24 36l-3.6-10.4L10 22l10.4-3.6z" fill="#ffffff" />
      </svg>
      <Name>{name}</Name>
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
`;

const Name = styled.span`
  font-weight: 700;
  font-size: 1.05rem;
  letter-spacing: -0.01em;
  color: ${theme.colors.navy};
  white-space: nowrap;
`;
