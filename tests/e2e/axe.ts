import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page as a visitor sees it once scrolled through. Bands below the fold skip rendering until they come
 * near the viewport (`content-visibility: auto`, styles/below-the-fold.ts), and axe's contrast rule finds a text's
 * background by hit testing, which skipped content does not answer, so it misjudges those backgrounds
 * (https://github.com/dequelabs/axe-core/issues/2768). Everything is rendered first; delete this when axe-core
 * handles content-visibility.
 */
export async function axeOn(page: Page): Promise<AxeBuilder> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return axeFor(page);
}

/**
 * axe for a page as it is. In legacy mode: the default gathers each frame's results in a new blank page, about
 * 1.3 s per check, twice for every page of the build (both themes); the site's pages under test have no frame from
 * another origin, the one thing only the default mode reaches.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
