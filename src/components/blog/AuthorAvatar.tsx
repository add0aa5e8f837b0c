import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { initialsOf } from '../../lib/blog/author-display';
import { theme } from '../../styles/theme';

/**
 * An author's photo, or a designed monogram when there is none (product-rules §10 Author pages): the initials on
 * the navy ground inside a blue-to-teal ring (spelled out in CSS, so it costs the post's first load a few bytes).
 * Decorative: the name is beside it.
 */
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
  border: ${({ $size }) => Math.max(2, Math.round($size / 24))}px solid transparent;
  background:
    ${theme.gradients.hero} padding-box,
    linear-gradient(135deg, #6c9cf0, #5eead4) border-box;
  isolation: isolate;
`;

const Initials = styled.span<{ $size: number }>`
  color: ${theme.colors.onDark};
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.34)}px;
  letter-spacing: 0.04em;
`;
