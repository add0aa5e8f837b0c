import { axeFor, axeOn } from './axe';
import { expect, test } from './fixtures';
import { existsSync } from 'node:fs';
import { builtPages } from '../../scripts/quality/built-pages.mjs';

/** Every page of the build under test; none without a build, which the floor below reports. */
const routes: string[] = existsSync('public')
  ? (builtPages() as Array<{ route: string }>).map((page) => page.route).filter((route) => !route.endsWith('.html'))
  : [];

test('the build under test has pages for axe to check', () => {
  expect(routes.length, 'public/ has no pages: run the build first').toBeGreaterThan(1);
});

test.describe.configure({ mode: 'parallel' });

// Both colour themes (product-rules §10 Colour theme): the light one, and the dark one the system preference selects.
// One page load serves both: the dark palette follows the system preference through CSS alone (styles/palettes.ts),
// so switching the emulated preference repaints the same page in the dark theme.
for (const route of routes) {
  test(`axe: ${route} has no serious or critical violations, in the light theme and the dark`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
      // The dark theme changes colours only, so on top of the full light run it needs the contrast rule.
      const axe = await axeOn(page);
      const results = await (
        colorScheme === 'dark'
          ? axe.withRules(['color-contrast'])
          : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      ).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const moderate = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
      if (moderate.length > 0) {
        const list = moderate.map((v) => `${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}`).join('\n');
        testInfo.annotations.push({ type: 'moderate', description: `${colorScheme}:\n${list}` });
        console.log(`${route} (${colorScheme}) moderate/minor accessibility findings:\n${list}`);
      }
      problems.push(
        ...blocking.map(
          (v) =>
            `${colorScheme}: ${v.impact}: ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      );
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The same contrast rule as Lighthouse runs it: on a phone-sized page that has not been scrolled, with the bands
 * below the fold still skipping their rendering. axe then takes a skipped band's colours from what is behind it
 * (https://github.com/dequelabs/axe-core/issues/2768), so a band with links over its own background must be drawn
 * with the page, or Lighthouse marks the page down for a contrast the visitor never sees.
 */
const unscrolledPages = ['/', '/about/', '/services/', '/contact/', '/careers/', '/portfolio/', '/blog/'];
for (const route of unscrolledPages) {
  test(`axe as Lighthouse reads ${route} (unscrolled, on a phone) finds no contrast failure`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const results = await axeFor(page).withRules(['color-contrast']).analyze();
    const failures = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    );
    expect(failures).toEqual([]);
  });
}
