/** A share target that is a plain link: no third-party script, nothing loads until it is clicked. */
export interface ShareLink {
  network: 'LinkedIn' | 'X' | 'WhatsApp' | 'E-mail';
  label: string;
  href: string;
}

/**
 * The share links of a post (issue 14 item 7), built from its absolute URL and its title.
 * Example: `shareLinks('https://x.com/blog/a/', 'A')[0].href` →
 * `https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.com%2Fblog%2Fa%2F`.
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'LinkedIn',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { network: 'X', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      network: 'WhatsApp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      network: 'E-mail',
      label: 'Share by e-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    },
  ];
}
