/** Types of the local remark plugin in index.js (kept in JavaScript because Gatsby imports it directly). */
interface MdastNode {
  type: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

declare function blogBlocks(args: { markdownAST: MdastNode }): MdastNode;
declare namespace blogBlocks {
  /** Visible label of a code language: `languageLabel('js')` → `JavaScript`. */
  function languageLabel(lang: string | null | undefined): string;
  /** URL fragment of a heading's text: `headingSlug('Step 2: Install!')` → `step-2-install`. */
  function headingSlug(text: string): string;
  /** A node's text without markup: a heading `## Use **npm**` → `Use npm`. */
  function plainText(node: MdastNode): string;
}

export = blogBlocks;
