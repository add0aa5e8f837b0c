import React from 'react';
import { glyphSprite } from './glyph-sprite';
import { SvgIcon } from './svg-icon';

/**
 * A decorative icon named by a content file, from the glyph sprite (kept out of the JavaScript). The build has
 * already refused names outside the glyph table (src/lib/content/glyph-names.ts), so none is checked here.
 */
export function Glyph({ name, size = 28 }: { name: string | null | undefined; size?: number }) {
  if (!name) return null;
  return <SvgIcon markup={`<use href="${glyphSprite}#${name}"/>`} size={size} strokeWidth={1.75} />;
}
