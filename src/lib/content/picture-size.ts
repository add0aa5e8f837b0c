/**
 * How large a picture an editor may upload before the editor warns and shrinks it: the site never shows a picture
 * wider than 1200 pixels (a cover) and every byte stays in the repository for good, while a photo straight from a
 * phone or a screenshot of a large screen is often 5-25 MB and 4000 pixels or more.
 */
export const PICTURE_LIMITS = { bytes: 5 * 1024 * 1024, pixels: 3000 } as const;

/** The longest side a picture over the limits is shrunk to: twice the widest the site shows, for sharp screens. */
export const SHRUNK_PIXELS = 2400;

export interface PictureFacts {
  name: string;
  bytes: number;
  /** Unknown (null) when the browser cannot read the picture's size. */
  width: number | null;
  height: number | null;
}

/** `25_300_000` → "24.1 MB", `5_242_880` → "5 MB", `81_000` → "79 KB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** "4000 × 2000 pixels", or nothing when the size is unknown. */
const pixelsText = ({ width, height }: PictureFacts) => (width && height ? ` and ${width} × ${height} pixels` : '');

/** Whether a picture is over either limit. */
export function isOverLimits(picture: PictureFacts): boolean {
  return (
    picture.bytes > PICTURE_LIMITS.bytes || Math.max(picture.width ?? 0, picture.height ?? 0) > PICTURE_LIMITS.pixels
  );
}

/**
 * What the editor reads about a picture over the limits, and what happened to it; null within them.
 * Example: a 25 MB, 4000 × 2000 picture shrunk to 1.2 MB, 2400 × 1200 → "“photo.png” is 23.8 MB and 4000 × 2000
 * pixels; … It was made smaller before upload: 1.2 MB and 2400 × 1200 pixels."
 */
export function pictureSizeMessage(original: PictureFacts, shrunk: PictureFacts | null): string | null {
  if (!isOverLimits(original)) return null;
  const limits = `Pictures should be at most ${sizeText(PICTURE_LIMITS.bytes)} and ${PICTURE_LIMITS.pixels} pixels on their longest side: the site never shows them larger, and every upload stays in the site's history for good.`;
  const what = `“${original.name}” is ${sizeText(original.bytes)}${pixelsText(original)}.`;
  return shrunk
    ? `${what} ${limits} It was made smaller before upload: ${sizeText(shrunk.bytes)}${pixelsText(shrunk)}.`
    : `${what} ${limits} The editor could not make this kind of picture smaller: please save a smaller copy, at most ${SHRUNK_PIXELS} pixels wide, and upload that instead.`;
}
