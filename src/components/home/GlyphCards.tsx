import React from 'react';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Glyph } from '../ui/Glyph';

interface GlyphCardsProps {
  items: ReadonlyArray<{ id: number; title: string; description: string; glyph: string }>;
}

/** Cards with a generic icon, title and text: the why-choose reasons and the core values (3 columns at md). */
export function GlyphCards({ items }: GlyphCardsProps) {
  return (
    <CardGrid>
      {items.map((item) => (
        <Card key={item.id} title={item.title} description={item.description} icon={<Glyph name={item.glyph} />} />
      ))}
    </CardGrid>
  );
}
