'use strict';
/**
 * The one slug rule of the site, for heading ids, tag pages and job sections. Plain CommonJS because the local
 * remark plugin (src/gatsby/remark/blog-blocks), which Gatsby loads without compiling, needs it too; types live in
 * slug.d.ts. Accents fold to their letters, apostrophes vanish so "let's" stays one word, any other run of
 * non-alphanumerics becomes one hyphen, none at either end.
 * Example: `slugify("Step 2: Let's Install Café!")` → `step-2-lets-install-cafe`; `slugify('!!')` → `''`.
 */
function slugify(text) {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

module.exports = { slugify };
