import React, { type CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import styled from 'styled-components';

interface PictureProps {
  /** gatsby-transformer-sharp's `gatsbyImageData`: the sizes and formats sharp wrote at build time. */
  image: IGatsbyImageData;
  /** Empty for a decorative picture. */
  alt: string;
  /** Lazy unless the picture is in the first screen. */
  loading?: 'lazy' | 'eager';
  /** `high` for the picture that is likely the largest paint. */
  fetchPriority?: 'high';
  className?: string;
}

/**
 * A build-time image drawn as the browser's own `<picture>`: one `<source>` per format, the fallback `<img>`
 * with its `srcset` and `sizes`, native lazy loading, `decoding="async"` (but for the largest paint), and the
 * frame's aspect ratio set before the file arrives (no layout shift), the dominant colour behind it while it loads.
 *
 * Why not gatsby-plugin-image's `GatsbyImage`: everything it does after the first paint the browser now does
 * natively, and it costs every page with a picture a blurred placeholder, a `<noscript>` copy and an inline
 * script per image in the document, a style and a script in the head, and after hydration a chunk with
 * react-dom/server (about 28 KB gzip) to hydrate each image again. The plugin stays for its data (the
 * `gatsbyImageData` resolver and its types); its head tags are removed in gatsby-ssr.
 */
export function Picture({ image, alt, loading = 'lazy', fetchPriority, className }: PictureProps) {
  const { layout, width, height, images, backgroundColor } = image;
  const frame: CSSProperties =
    layout === 'fixed'
      ? { width, height }
      : { width: '100%', maxWidth: layout === 'constrained' ? width : undefined, aspectRatio: `${width} / ${height}` };
  return (
    <Frame className={className} style={{ ...frame, backgroundColor }}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} media={source.media} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        // The likely largest paint is decoded with the frame it arrives in; the others off the main thread.
        decoding={fetchPriority === 'high' ? 'sync' : 'async'}
        // React 18 knows no `fetchPriority` prop; the lowercase attribute passes through as written.
        {...(fetchPriority ? { fetchpriority: fetchPriority } : {})}
      />
    </Frame>
  );
}

/** The frame holds the ratio; the picture covers it, so a caller may crop it (a max-height, a fixed cell). */
const Frame = styled.picture`
  display: block;
  position: relative;
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
`;
