import React from 'react';
import { glyphIds, glyphSprite } from './glyph-sprite';
import { SvgIcon } from './svg-icon';

/**
 * A decorative icon by the name a content file gives (glyph-names.ts), drawn from the glyph sprite
 * (scripts/generate-icons.mjs), so no page carries the drawings in its JavaScript; unknown names render nothing.
 */
export function Glyph({ name, size = 28 }: { name: string | null | undefined; size?: number }) {
  if (!name || !glyphIds.has(name)) return null;
  return <SvgIcon markup={`<use href="${glyphSprite}#${name}"/>`} size={size} strokeWidth={1.75} />;
}
