/** Page context holds keys only (STYLE §3); templates look the content up by them. */
export interface SlugContext {
  slug: string;
}
