/** Body images are at most this tall unless a post asks for less (product-rules §10 Post body). */
const DEFAULT_IMAGE_MAX_HEIGHT = 500;
/** Set by the post body from its front matter `imageMaxHeight`. */
export const IMAGE_MAX_HEIGHT_VAR = '--post-image-max-height';

/**
 * gatsby-remark-images wrapper style capping the width so the height stays within the post's maximum (CSS
 * cannot read the padding trick's ratio). A 2:1 image → `max-width: min(860px, calc(var(…, 500px) * 2));`.
 */
export function imageWrapperStyle(image: { aspectRatio: number; presentationWidth: number }): string {
  const ratio = Number(image.aspectRatio.toFixed(4));
  return `max-width: min(${image.presentationWidth}px, calc(var(${IMAGE_MAX_HEIGHT_VAR}, ${DEFAULT_IMAGE_MAX_HEIGHT}px) * ${ratio}));`;
}
