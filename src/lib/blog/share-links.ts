/**
 * A post's share links (product-rules §10 Share links): plain links, so no third-party script loads and nothing is sent
 * until one is clicked. LinkedIn's → `https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.com%2F`.
 */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${t}`],
    ['WhatsApp', `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
    ['E-mail', `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`],
  ] as const;
  return links.map(([network, href]) => ({
    network,
    label: network === 'E-mail' ? 'Share by e-mail' : `Share on ${network}`,
    href,
    newTab: network !== 'E-mail',
  }));
}
