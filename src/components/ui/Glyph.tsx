import React from 'react';
import { glyphPaths } from './glyph-paths';
import { SvgIcon } from './svg-icon';

/** A decorative icon by the name a content file gives (glyph-names.ts); unknown names render nothing. */
export function Glyph({ name, size = 28 }: { name: string | null | undefined; size?: number }) {
  const markup = name ? glyphPaths[name as keyof typeof glyphPaths] : undefined;
  return markup ? <SvgIcon markup={markup} size={size} strokeWidth={1.75} /> : null;
}
