/** Body images are at most this tall unless a post asks for less (product-rules §2 Blog detail). */
const DEFAULT_IMAGE_MAX_HEIGHT = 500;
/** CSS variable the post body sets from its front matter `imageMaxHeight`. */
export const IMAGE_MAX_HEIGHT_VAR = '--post-image-max-height';

/**
 * Extra wrapper style for gatsby-remark-images: caps the width so the height never exceeds the
 * post's maximum (CSS cannot read the ratio from the padding trick). Example: a 2:1 image at most
 * 860px wide → `max-width: min(860px, calc(var(--post-image-max-height, 500px) * 2));`.
 */
export function imageWrapperStyle(image: { aspectRatio: number; presentationWidth: number }): string {
  const ratio = Number(image.aspectRatio.toFixed(4));
  return `max-width: min(${image.presentationWidth}px, calc(var(${IMAGE_MAX_HEIGHT_VAR}, ${DEFAULT_IMAGE_MAX_HEIGHT}px) * ${ratio}));`;
}
