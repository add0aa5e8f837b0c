import { z } from 'zod';
import { card } from './primitives';

/** The icon names a content file may use in a `glyph` field (docs/editing.md): `glyphName.parse('rocket')`. */
export const glyphNames = [
  'discovery',
  'design',
  'code',
  'terminal',
  'test',
  'rocket',
  'team',
  'shield',
  'handshake',
  'agile',
  'price',
  'expertise',
  'cloud',
  'chart',
  'heart',
  'star',
  'globe',
  'users',
  'lightbulb',
  'target',
  'award',
  'building',
  'car',
  'plane',
  'bolt',
  'bank',
  'health',
  'film',
  'truck',
  'gamepad',
  'cart',
  'brain',
  'home',
  'layers',
] as const;

export const glyphName = z.enum(glyphNames, {
  errorMap: () => ({ message: `Must be one of the icon names: ${glyphNames.join(', ')}` }),
});

/** A card with one of those icons (home and about sections). */
export const glyphCard = card.extend({ glyph: glyphName });
