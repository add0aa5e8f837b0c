/** Initials of the first and last word, for an avatar without a photo: `initialsOf('Karan Mehta')` → `KM`. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A profile link names its network: a linkedin.com URL → `Follow on LinkedIn`; anything else → `View profile`. */
export function profileLinkLabel(url: string): string {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return 'View profile';
  }
  if (/(^|\.)linkedin\.com$/.test(host)) return 'Follow on LinkedIn';
  if (/(^|\.)(x|twitter)\.com$/.test(host)) return 'Follow on X';
  if (/(^|\.)github\.com$/.test(host)) return 'Follow on GitHub';
  return 'View profile';
}
