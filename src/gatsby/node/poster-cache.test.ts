import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { posterFiles } from '../../lib/blog/poster-images';
import { buildPosterSvg, type PosterText } from '../../lib/blog/poster-svg';
import { ensurePoster, posterJobs, posterKey, type PosterDrawing, type RenderPoster } from './poster-cache';
import { xmlEscape } from '../../lib/blog/poster-svg';

const text: PosterText = {
  label: 'StarOps Blog',
  heading: 'Terraform state without surprises',
  byline: 'Karan Mehta · 09 Nov 2026',
  site: 'staropstechnologies.com/blog',
};
const RENDERER = 'sharp 0.34.5, fonts A';
/** A drawing whose card and social image are both the poster (the cache treats them alike). */
const drawing = (poster: PosterText): PosterDrawing => ({
  card: buildPosterSvg(poster),
  social: buildPosterSvg(poster),
});
const posterFileNames = (key: string) => {
  const { cards, social } = posterFiles(key);
  return [...cards, social].map((file) => file.name);
};

/** A stand-in renderer: writes each expected file with the SVG's length in it and counts its calls. */
function fakeRenderer(): { render: RenderPoster; calls: string[] } {
  const calls: string[] = [];
  const render: RenderPoster = async (svg, key, outDir) => {
    calls.push(key);
    const { cards, social } = posterFiles(key);
    for (const file of [...cards, social])
      writeFileSync(path.join(outDir, file.name), `${file.name} ${svg.card.length}`);
    return { backgroundColor: '#123456' };
  };
  return { render, calls };
}

describe('poster cache', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'poster-cache-'));
  });
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  const ensure = (poster: PosterText, render: RenderPoster, renderer = RENDERER) =>
    ensurePoster({ cacheDir, svg: drawing(poster), renderer, render });

  it('draws a poster once and reuses it for the same content', async () => {
    const { render, calls } = fakeRenderer();
    const first = await ensure(text, render);
    const second = await ensure({ ...text }, render);
    expect(first).toEqual({ key: second.key, backgroundColor: '#123456', drawn: true });
    expect(second.drawn).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('redraws under a new key when the heading, byline or renderer changes', async () => {
    const { render, calls } = fakeRenderer();
    const base = await ensure(text, render);
    const retitled = await ensure({ ...text, heading: 'Terraform state, revisited' }, render);
    const rebylined = await ensure({ ...text, byline: 'Amit Shah · 09 Nov 2026' }, render);
    const rerendered = await ensure(text, render, 'sharp 0.35.0, fonts A');
    expect(new Set([base.key, retitled.key, rebylined.key, rerendered.key]).size).toBe(4);
    expect([retitled, rebylined, rerendered].every((poster) => poster.drawn)).toBe(true);
    expect(calls).toHaveLength(4);
  });

  it('never serves the old title’s entry for a new title', async () => {
    const { render } = fakeRenderer();
    const old = await ensure(text, render);
    const renamed = await ensure({ ...text, heading: 'A different post' }, render);
    const { cards } = posterFiles(renamed.key);
    expect(renamed.key).not.toBe(old.key);
    // The new entry's files hold the new SVG's drawing, not the old one's.
    const newSvgLength = buildPosterSvg({ ...text, heading: 'A different post' }).length;
    expect(readFileSync(path.join(cacheDir, cards[0]!.name), 'utf8')).toBe(`${cards[0]!.name} ${newSvgLength}`);
  });

  it('stores a poster as content-addressed files beside its colour file', async () => {
    const { render } = fakeRenderer();
    const { key } = await ensure(text, render);
    expect(readdirSync(cacheDir).sort()).toEqual([...posterFileNames(key), `${key}.json`].sort());
    expect(JSON.parse(readFileSync(path.join(cacheDir, `${key}.json`), 'utf8'))).toEqual({
      backgroundColor: '#123456',
    });
  });

  it('leaves no entry behind when drawing fails', async () => {
    const failing: RenderPoster = async () => {
      throw new Error('rsvg failed');
    };
    await expect(ensure(text, failing)).rejects.toThrow('rsvg failed');
    expect(readdirSync(cacheDir)).toEqual([]);
    const { render, calls } = fakeRenderer();
    expect((await ensure(text, render)).drawn).toBe(true);
    expect(calls).toEqual([posterKey(drawing(text), RENDERER)]);
  });
});

describe('posterKey', () => {
  it('is stable for the same SVG and renderer', () => {
    const svg = drawing(text);
    expect(posterKey(svg, RENDERER)).toBe(posterKey(drawing({ ...text }), RENDERER));
    expect(posterKey(svg, RENDERER)).toMatch(/^[0-9a-f]{20}$/);
  });

  it('changes when only the card cover changes', () => {
    const svg = drawing(text);
    expect(posterKey({ ...svg, card: `${svg.card} ` }, RENDERER)).not.toBe(posterKey(svg, RENDERER));
  });
});

describe('posterJobs (the content in this repository)', () => {
  const posts = posterJobs().filter((job) => job.svg.card !== job.svg.social);

  it('draws a cover for every post without its own poster', () => {
    expect(posts.length).toBeGreaterThan(0);
  });

  it('never puts the heading the card prints under the cover on the cover; the social image carries it', () => {
    for (const job of posts) {
      expect(job.svg.card).not.toContain(xmlEscape(job.heading));
      // Nor any line of it as the poster wraps it.
      for (const line of job.svg.social.match(/<tspan[^>]*>([^<]+)<\/tspan>/g) ?? [])
        expect(job.svg.card).not.toContain(line.replace(/<[^>]+>/g, ''));
      expect(job.svg.social).toContain('<tspan');
    }
  });

  it('shows the reading time and the main topic on every cover', () => {
    for (const job of posts) {
      expect(job.svg.card).toMatch(/>\d+ min read</);
    }
  });
});
