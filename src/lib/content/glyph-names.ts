import { z } from 'zod';
import { card } from './primitives';
import glyphTable from './glyphs.json';

/**
 * The one glyph table: name a content file may use in a `glyph` field (docs/editing.md) → the lucide icon
 * `npm run icons` draws for it into the sprite. The content rule and the editor's options read the names;
 * the browser gets no list, since the build refuses any other name. Example: `glyphName.parse('rocket')`.
 */
export type GlyphName = keyof typeof glyphTable;
export const glyphNames = Object.keys(glyphTable) as [GlyphName, ...GlyphName[]];

export const glyphName = z.enum(glyphNames, {
  errorMap: () => ({ message: `Must be one of the icon names: ${glyphNames.join(', ')}` }),
});

/** A card with one of those icons (home and about sections). */
export const glyphCard = card.extend({ glyph: glyphName });
