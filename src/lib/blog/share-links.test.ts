import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const url = 'https://staropstech.com/blog/a-b/';
  const title = 'Docker & you: a guide?';
  const links = shareLinks(url, title);
  const byNetwork = Object.fromEntries(links.map((link) => [link.network, new URL(link.href)]));

  it('offers LinkedIn, X, WhatsApp and e-mail, in that order, each with a visible label', () => {
    expect(links.map((link) => link.network)).toEqual(['LinkedIn', 'X', 'WhatsApp', 'E-mail']);
    for (const link of links) expect(link.label).toMatch(/^Share /);
  });

  it('passes the exact URL and title, encoded, to each network', () => {
    expect(byNetwork.LinkedIn!.origin).toBe('https://www.linkedin.com');
    expect(byNetwork.LinkedIn!.searchParams.get('url')).toBe(url);
    expect(byNetwork.X!.searchParams.get('url')).toBe(url);
    expect(byNetwork.X!.searchParams.get('text')).toBe(title);
    expect(byNetwork.WhatsApp!.searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('makes the e-mail link a mailto with subject and body', () => {
    const mail = byNetwork['E-mail']!;
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toBe(`${title}\n\n${url}`);
  });

  it('opens every network but e-mail in a new tab', () => {
    expect(links.map((link) => link.newTab)).toEqual([true, true, true, false]);
  });
});
