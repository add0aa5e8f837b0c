import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** What Decap hands a preview template (its Immutable.js entry), reduced to what the previews read. */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  getAsset: (path: string) => { toString: () => string } | string;
  fieldsMetaData?: { getIn: (path: string[]) => unknown };
}

/** A value Decap keeps as Immutable.js, as plain objects. */
export const plain = (value: unknown): unknown => (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value;

export const entryData = <T>(props: PreviewProps) => (plain(props.entry.getIn(['data'])) ?? {}) as Partial<T>;

/** A fixed-size stand-in for a Gatsby image, pointing at the file the editor picked or uploaded. */
export function previewImage(props: PreviewProps, path: unknown, width = 800, height = 600) {
  if (typeof path !== 'string' || !path) return undefined;
  const src = String(props.getAsset(path));
  return { layout: 'constrained', width, height, images: { fallback: { src } } } satisfies IGatsbyImageData;
}

/** Text or an empty string, so a half-filled form still previews. */
export const textOf = (value: unknown): string => (value == null ? '' : String(value));
