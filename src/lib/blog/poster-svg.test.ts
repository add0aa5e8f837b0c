import { buildPosterSvg, fitHeading, wrapLines, xmlEscape } from './poster-svg';

describe('wrapLines', () => {
  it('wraps greedily at the given width', () => {
    expect(wrapLines('Terraform modules and remote state', 16)).toEqual(['Terraform', 'modules and', 'remote state']);
  });

  it('puts an over-long word on a line of its own and ignores extra spaces', () => {
    expect(wrapLines('  a  supercalifragilistic b ', 5)).toEqual(['a', 'supercalifragilistic', 'b']);
  });
});

describe('fitHeading', () => {
  it('uses the largest size for a short heading', () => {
    expect(fitHeading('Terraform Fundamentals')).toEqual({ fontSize: 68, lines: ['Terraform Fundamentals'] });
  });

  it('shrinks a long heading to fit four lines', () => {
    const { fontSize, lines } = fitHeading(
      'Building a Home Lab on a Budget: Hardware, Proxmox VE, a Sensible VLAN Network and Cloud-Init Templates for Everyday Experiments',
    );
    expect(fontSize).toBeLessThan(68);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  it('cuts a heading that cannot fit and marks the cut with an ellipsis', () => {
    const { lines } = fitHeading('word '.repeat(80));
    expect(lines).toHaveLength(4);
    expect(lines[3]!.endsWith('…')).toBe(true);
  });
});

describe('buildPosterSvg', () => {
  const svg = buildPosterSvg({
    label: 'StarOps Blog',
    heading: 'Git & <Tig> "tips"',
    byline: 'Rohit Yadav · 04 May 2026',
    site: 'staropstechnologies.com/blog',
  });

  it('is a 1200x630 SVG', () => {
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
  });

  it('escapes the text it contains', () => {
    expect(svg).toContain('>Git &amp; &lt;Tig&gt; &quot;tips&quot;</tspan>');
    expect(svg).not.toContain('<Tig>');
    expect(xmlEscape("it's")).toBe('it&apos;s');
  });

  it('uses the site gradient and shows label, byline and site', () => {
    expect(svg).toContain('stop-color="#0f1b3d"');
    expect(svg).toContain('StarOps Blog');
    expect(svg).toContain('Rohit Yadav · 04 May 2026');
    expect(svg).toContain('staropstechnologies.com/blog');
  });
});
