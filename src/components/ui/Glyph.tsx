import React from 'react';
import { glyphIds, glyphSprite } from './glyph-sprite';

/**
 * A decorative icon by the name a content file gives (glyph-names.ts), drawn from the glyph sprite
 * (scripts/generate-icons.mjs), so no page carries the drawings in its JavaScript; unknown names render nothing.
 */
export function Glyph({ name, size = 28 }: { name: string | null | undefined; size?: number }) {
  if (!name || !glyphIds.has(name)) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${glyphSprite}#${name}`} />
    </svg>
  );
}
