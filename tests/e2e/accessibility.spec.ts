import { axeOn } from './axe';
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
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const route of routes) {
      test(`axe (${colorScheme}): ${route} has no serious or critical violations`, async ({ page }, testInfo) => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
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
          testInfo.annotations.push({ type: 'moderate', description: list });
          console.log(`${route} (${colorScheme}) moderate/minor accessibility findings:\n${list}`);
        }
        expect(
          blocking.map(
            (v) => `${v.impact}: ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}
