/** The longest address the post rule allows (blog-schema.ts `title`). */
const MAX = 60;

/**
 * A post's address made from its headline: lower-case words joined by hyphens, accents dropped, at most 60
 * characters, cut between words. Example: `slugFromHeadline('Zero-Downtime Deploys: Blue/Green, Done Right')` →
 * `'zero-downtime-deploys-blue-green-done-right'`.
 */
export function slugFromHeadline(headline: string): string {
  const words = headline
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, MAX) || '';
}
