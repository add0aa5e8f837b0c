/** Types of slug.js (kept in JavaScript because the remark plugin Gatsby loads directly requires it). */
/** The site's one slug rule: `slugify("Step 2: Let's Install Café!")` → `step-2-lets-install-cafe`. */
export function slugify(text: string): string;
