/** Initials of the first and last word, for an avatar without a photo: `initialsOf('Karan Mehta')` → `KM`. */
export function initialsOf(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.pop() ?? '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
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
