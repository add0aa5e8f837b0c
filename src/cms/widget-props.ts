/**
 * What Decap hands a custom widget's control (decap-cms-core components/Editor/EditorControlPane/Widget.js), as
 * far as the form's checks read it. Decap's own types do not export these props.
 */

/** Decap's Immutable.js maps and lists, read through `get` and turned into plain values with `toJS`. */
export interface ImmutableLike {
  get: (key: string) => unknown;
  toJS?: () => unknown;
}

/** One entry a search of the repository finds. */
export interface Hit {
  slug?: string;
  data: Record<string, unknown>;
}

/** Decap's search of a collection (the `query` prop), which reads entries of the repository. */
export type Query = (
  namespace: string,
  collection: string,
  searchFields: string[],
  term: string,
  file?: string,
) => Promise<{ payload: { hits: Hit[] } }>;

/** The props every checked widget reads. */
export interface WidgetProps {
  forID: string;
  value?: unknown;
  field: ImmutableLike;
  entry: ImmutableLike;
  collection: ImmutableLike;
  fieldsErrors?: ImmutableLike;
  query: Query;
  onChange: (value: unknown) => void;
}

/** A value as the file holds it: Decap hands lists, groups and relation picks as Immutable ones. */
export const plain = (value: unknown) =>
  (value as ImmutableLike | null)?.toJS ? (value as ImmutableLike).toJS!() : value;
