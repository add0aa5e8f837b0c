import React from 'react';
import { type IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../ui/Image';
import styled from 'styled-components';
import { initialsOf } from '../../lib/blog/author-display';
import { theme } from '../../styles/theme';

/** The rings a monogram may take, bright on its navy ground; a person keeps theirs wherever they appear. */
const RINGS = ['#6c9cf0', '#5eead4', '#fbbf24', '#86efac', '#fca5a5'];

/**
 * An author's photo, or a designed monogram when there is none (product-rules §10 Author pages): the initials on
 * the navy ground inside a ring in a colour of their own. Decorative: the name is beside it.
 */
export function AuthorAvatar({ name, image, size }: { name: string; image?: IGatsbyImageData | null; size: number }) {
  const ring = RINGS[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % RINGS.length];
  return (
    <Circle
      $size={size}
      aria-hidden="true"
      style={image ? undefined : { boxShadow: `inset 0 0 0 ${Math.max(2, Math.round(size / 22))}px ${ring}` }}
    >
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
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  letter-spacing: 0.04em;
`;
