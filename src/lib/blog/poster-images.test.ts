import { cardHeight, POSTER_CARD, posterCardImage, posterFiles, posterSocialImage } from './poster-images';

describe('posterFiles', () => {
  it('names one WebP per card width in the poster shape, and one JPEG for social sites', () => {
    const { cards, social } = posterFiles('abc');
    expect(cards.map((card) => card.name)).toEqual(POSTER_CARD.widths.map((width) => `abc-${width}.webp`));
    for (const card of cards) expect(card.height).toBe(cardHeight(card.width));
    expect(social).toEqual({ name: 'abc-og.jpg', width: 1200, height: 630 });
  });

  it('keeps the 1200:630 shape', () => {
    expect(cardHeight(720)).toBe(378);
    expect(cardHeight(1200)).toBe(630);
  });
});

describe('posterCardImage', () => {
  it('describes a constrained image at the largest card width with a WebP srcset for every width', () => {
    const image = posterCardImage('abc', '#102030');
    const largest = Math.max(...POSTER_CARD.widths);
    expect(image).toMatchObject({ layout: 'constrained', width: largest, height: cardHeight(largest) });
    expect(image.backgroundColor).toBe('#102030');
    expect(image.images.fallback.src).toBe(`/static/posters/abc-${largest}.webp`);
    expect(image.images.fallback.srcSet.split(',')).toEqual(
      POSTER_CARD.widths.map((width) => `/static/posters/abc-${width}.webp ${width}w`),
    );
    expect(image.images.fallback.sizes).toBe(POSTER_CARD.sizes);
    expect(image.images.sources).toEqual([]);
  });
});

describe('posterSocialImage', () => {
  it('points at the 1200x630 JPEG', () => {
    expect(posterSocialImage('abc')).toEqual({ src: '/static/posters/abc-og.jpg', width: 1200, height: 630 });
  });
});
