/** Types of the shared rule in index.js (kept in JavaScript because Gatsby's remark plugins import it directly). */
interface MdastNode {
  type: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

/** hast-util-sanitize's schema for a rendered article. */
export const RENDERED: Record<string, unknown>;
/** The link and picture targets the rule refuses in a parsed Markdown tree, by line of the text, first line first. */
export function findUnsafeLinks(tree: MdastNode): Array<{ line: number; problem: string }>;
/** Raw HTML becomes text and refused link targets harmless text, in place; returns the tree. */
export function neutraliseUnsafeMarkdown<T extends MdastNode>(tree: T): T;
/** An article's HTML parsed as its page parses it and sanitised: the HTML to publish and the first problem, or null. */
export function sanitiseArticle(html: string): { html: string; problem: string | null };
/** Whether a link (or, with `picture`, a picture) address is allowed: http(s), mailto, relative or #anchor. */
export function isSafeUrl(url: string, picture?: boolean): boolean;
