import { OG_IMAGE_SIZE } from '../seo/seo';

/**
 * A drawn poster's files (product-rules §10 Posters): WebP at the widths post cards display (380 px cards up to 2x, phone
 * cards at full width), and a JPEG for og:image, which every social site accepts. A change here redraws every poster.
 */
export const POSTER_CARD = {
  widths: [360, 540, 720],
  format: 'webp',
  quality: 75,
  /** libwebp effort 2: the same size as the default 4 on these flat drawings, in about half the time. */
  effort: 2,
  sizes: '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
} as const;
export const POSTER_SOCIAL = {
  ...OG_IMAGE_SIZE,
  format: 'jpg',
  quality: 82,
  progressive: true,
} as const;

/** `/static/posters/<key>-<size>.<ext>`: immutable, content-addressed. */
export const POSTER_URL_DIR = '/static/posters';

/** Height of a card image `width` px wide, in the poster's shape (720 → 378). */
export function cardHeight(width: number): number {
  return Math.round((width * OG_IMAGE_SIZE.height) / OG_IMAGE_SIZE.width);
}

/** The files of the poster with cache key `key` (name, pixel size): one per card width, then the social image. */
export function posterFiles(key: string) {
  return {
    cards: POSTER_CARD.widths.map((width) => ({
      name: `${key}-${width}.${POSTER_CARD.format}`,
      width,
      height: cardHeight(width),
    })),
    social: { name: `${key}-og.${POSTER_SOCIAL.format}`, width: POSTER_SOCIAL.width, height: POSTER_SOCIAL.height },
  };
}

/** The card's `GatsbyImage` data, so the poster skips gatsby-plugin-sharp: `posterCardImage(key, '#102030')`. */
export function posterCardImage(key: string, backgroundColor: string) {
  const { cards } = posterFiles(key);
  const largest = cards.at(-1)!;
  return {
    layout: 'constrained' as const,
    width: largest.width,
    height: largest.height,
    backgroundColor,
    images: {
      fallback: {
        src: `${POSTER_URL_DIR}/${largest.name}`,
        srcSet: cards.map((card) => `${POSTER_URL_DIR}/${card.name} ${card.width}w`).join(','),
        sizes: POSTER_CARD.sizes,
      },
      sources: [],
    },
  };
}

/** The og:image: `posterSocialImage('abc')` → `{ src: '/static/posters/abc-og.jpg', width: 1200, height: 630 }`. */
export function posterSocialImage(key: string): { src: string; width: number; height: number } {
  const { social } = posterFiles(key);
  return { src: `${POSTER_URL_DIR}/${social.name}`, width: social.width, height: social.height };
}
