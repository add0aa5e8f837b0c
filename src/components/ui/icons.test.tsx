import React from 'react';
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import * as lucide from 'lucide-react';
import { glyphNames } from '../../lib/content/glyph-names';
import glyphTable from '../../lib/content/glyphs.json';
import { Glyph } from './Glyph';
import { glyphSprite } from './glyph-sprite';
import * as icons from './icons';

// The Node build: jsdom lacks the TextEncoder that the browser build of react-dom/server needs.
const { renderToStaticMarkup } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server.node');

/** The drawing inside an <svg>, normalised by the DOM so that `<path/>` and `<path></path>` compare equal. */
const drawing = (svgMarkup: string) => {
  const host = document.createElement('div');
  host.innerHTML = svgMarkup;
  return host.querySelector('svg')!.innerHTML;
};
const lucideDrawing = (icon: unknown) => drawing(renderToStaticMarkup(React.createElement(icon as React.FC)));

/** The drawings of the committed sprite file the site serves at `glyphSprite`, by symbol id. */
const spriteDrawings = new Map(
  [
    ...readFileSync(`static${glyphSprite}`, 'utf8').matchAll(
      /<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g,
    ),
  ].map(([, id, markup]) => [id, drawing(`<svg>${markup}</svg>`)]),
);

describe('build-time icons (scripts/generate-icons.mjs)', () => {
  it('every glyph name an editor may choose points at a drawing in the served sprite', () => {
    for (const name of glyphNames) {
      const { container, unmount } = render(<Glyph name={name} />);
      expect(container.querySelector('use')).toHaveAttribute('href', `${glyphSprite}#${name}`);
      expect([name, spriteDrawings.get(name)]).toEqual([name, expect.stringMatching(/<(path|circle|rect)/)]);
      unmount();
    }
    expect([...spriteDrawings.keys()].sort()).toEqual([...glyphNames].sort());
  });

  it('draws nothing without a name', () => {
    expect(render(<Glyph name={null} />).container).toBeEmptyDOMElement();
  });

  it('draws each interface icon and glyph exactly as lucide-react does (rerun npm run icons after an upgrade)', () => {
    for (const [name, Icon] of Object.entries(icons).filter(([, value]) => typeof value === 'function')) {
      expect([name, drawing(renderToStaticMarkup(<Icon />))]).toEqual([
        name,
        lucideDrawing(lucide[name as keyof typeof lucide]),
      ]);
    }
    for (const [name, markup] of spriteDrawings) {
      const icon = glyphTable[name as keyof typeof glyphTable];
      expect([name, markup]).toEqual([name, lucideDrawing(lucide[icon as keyof typeof lucide])]);
    }
  });

  it('takes the props call sites pass: size, stroke width, class and accessibility attributes', () => {
    const { container } = render(<icons.Search size={18} strokeWidth={1.5} className="tool" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '18');
    expect(svg).toHaveAttribute('height', '18');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
    expect(svg).toHaveClass('tool');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const labelled = render(<icons.Search aria-hidden={false} aria-label="Search" role="img" />).container;
    expect(labelled.querySelector('svg')).toHaveAttribute('aria-label', 'Search');
    expect(labelled.querySelector('svg')).toHaveAttribute('aria-hidden', 'false');
  });
});
