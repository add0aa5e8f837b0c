import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface ImmutableLike {
  get: (key: string | number) => unknown;
  set: (key: string, value: unknown) => ImmutableLike;
  find?: (test: (value: ImmutableLike) => boolean) => ImmutableLike | undefined;
}

/** What Decap hands a preview beyond PreviewProps (EditorPreviewPane.js spreads its store props into them). */
export interface StoreProps {
  entry: unknown;
  state?: { collections?: ImmutableLike };
  boundGetAsset?: (collection: unknown, entry: unknown) => (path: string, field: unknown) => unknown;
}

/**
 * The address of an author's photo, as Decap loads it from the authors file's images/ folder. Decap resolves a
 * picture against the entry and field that hold it, so this asks with the Authors collection, its file and its
 * Photo field (decap-cms-core reducers/entries.ts `selectMediaFolder`); null when any of them is missing.
 * Decap's preview props carry no documented way to read another collection's pictures; if a Decap upgrade drops
 * `boundGetAsset` or `state`, the preview shows initials, as the page does for an author without a photo.
 */
export function authorPhotoAddress(props: StoreProps, photo: string | undefined): string | null {
  if (!photo || !props.boundGetAsset) return null;
  const collection = props.state?.collections?.get('authors') as ImmutableLike | undefined;
  const file = (collection?.get('files') as ImmutableLike | undefined)?.get(0) as ImmutableLike | undefined;
  const items = (file?.get('fields') as ImmutableLike | undefined)?.find?.((entry) => entry.get('name') === 'items');
  const field = (items?.get('fields') as ImmutableLike | undefined)?.find?.((entry) => entry.get('name') === 'profile');
  const entry = props.entry as ImmutableLike;
  if (!collection || !file || !field || typeof entry?.set !== 'function') return null;
  const authorsEntry = entry
    .set('collection', 'authors')
    .set('slug', String(file.get('name')))
    .set('path', String(file.get('file')));
  const asset = props.boundGetAsset(collection, authorsEntry)(photo, field) as { toString?: () => string } | null;
  const address = asset ? String(asset) : '';
  // Decap's stand-in while the file loads (its empty.svg); the preview renders again when it has loaded.
  return address && !address.endsWith('empty.svg') ? address : null;
}

/** A square photo as the site's avatar takes it (AuthorAvatar), at `size` pixels. */
export const avatarImage = (src: string, size: number): IGatsbyImageData => ({
  layout: 'fixed',
  width: size,
  height: size,
  images: { fallback: { src } },
});
