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

/** A field of a form by name, among a list of Decap's field settings. */
const fieldNamed = (fields: unknown, name: string) =>
  (fields as ImmutableLike | undefined)?.find?.((entry) => entry.get('name') === name);

/**
 * A picture of another entry, as Decap loads it for that entry's own form: Decap resolves a picture against the
 * entry and field that hold it (decap-cms-core reducers/entries.ts `selectMediaFolder`, which knows the field by
 * identity), so this asks with that collection, an entry at that file and that field's own settings. Null while
 * the file loads (Decap's empty.svg stand-in; the preview renders again when it has loaded) or when any part is
 * missing. Decap's preview props carry no documented way to read another entry's pictures; if an upgrade drops
 * `boundGetAsset` or `state`, the preview falls back as the page does without a picture.
 */
function pictureOfEntry(
  props: StoreProps,
  target: { collection: ImmutableLike | undefined; field: ImmutableLike | undefined; slug: string; path: string },
  picture: string | undefined,
): string | null {
  const entry = props.entry as ImmutableLike;
  if (!picture || !props.boundGetAsset || !target.collection || !target.field || typeof entry?.set !== 'function')
    return null;
  const other = entry
    .set('collection', String(target.collection.get('name')))
    .set('slug', target.slug)
    .set('path', target.path);
  const asset = props.boundGetAsset(target.collection, other)(picture, target.field) as {
    toString?: () => string;
  } | null;
  const address = asset ? String(asset) : '';
  return address && !address.endsWith('empty.svg') ? address : null;
}

/** An author's photo (the Authors file's Photo field, stored in its images/ folder). */
export function authorPhotoAddress(props: StoreProps, photo: string | undefined): string | null {
  const collection = props.state?.collections?.get('authors') as ImmutableLike | undefined;
  const file = (collection?.get('files') as ImmutableLike | undefined)?.get(0) as ImmutableLike | undefined;
  const items = fieldNamed(file?.get('fields'), 'items');
  const field = fieldNamed(items?.get('fields'), 'profile');
  return pictureOfEntry(
    props,
    { collection, field, slug: String(file?.get('name')), path: String(file?.get('file')) },
    photo,
  );
}

/** Another post's cover picture (its Cover picture field, stored in its folder): `content/blog/<slug>/<file>`. */
export function postCoverAddress(props: StoreProps, slug: string, cover: string | undefined): string | null {
  const collection = props.state?.collections?.get('blog') as ImmutableLike | undefined;
  const field = fieldNamed(collection?.get('fields'), 'poster');
  const folder = String(collection?.get('folder') ?? '');
  if (!slug || !folder) return null;
  return pictureOfEntry(props, { collection, field, slug: `${slug}/index`, path: `${folder}/${slug}/index.md` }, cover);
}

/** A square photo as the site's avatar takes it (AuthorAvatar), at `size` pixels. */
export const avatarImage = (src: string, size: number): IGatsbyImageData => ({
  layout: 'fixed',
  width: size,
  height: size,
  images: { fallback: { src } },
});
