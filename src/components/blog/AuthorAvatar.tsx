import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { initialsOf } from '../../lib/blog/author-display';
import { theme } from '../../styles/theme';

/** An author's photo, or their initials when there is none (product-rules §10 Author pages). Decorative: the name is beside it. */
export function AuthorAvatar({ name, image, size }: { name: string; image?: IGatsbyImageData | null; size: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {image ? <Picture image={image} alt="" /> : <Initials $size={size}>{initialsOf(name)}</Initials>}
    </Circle>
  );
}

// Spelled out, not the centredSquare mixin: importing styles/mixins here would put every mixin into
// each post's first load (budgets/js-budget.json).
const Circle = styled.div<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.gradients.hero};
  isolation: isolate;
`;

const Initials = styled.span<{ $size: number }>`
  color: ${theme.colors.onDark};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  letter-spacing: 0.02em;
`;
