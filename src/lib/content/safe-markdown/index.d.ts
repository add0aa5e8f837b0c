/** Types of the shared rule in index.js (kept in JavaScript because Gatsby's remark plugins import it directly). */
interface MdastNode {
  type: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

/** hast-util-sanitize's schema for an editor's HTML. */
export const SCHEMA: Record<string, unknown>;
/** The disallowed HTML and link targets in a Markdown body, by line of the body, first line first. */
export function findUnsafeMarkdown(markdown: string): Array<{ line: number; problem: string }>;
/** Turns whatever the rule refuses into harmless text, in place; returns the tree. */
export function neutraliseUnsafeMarkdown<T extends MdastNode>(tree: T): T;
/** Whether a link (or, with `picture`, a picture) address is allowed: http(s), mailto, relative or #anchor. */
export function isSafeUrl(url: string, picture?: boolean): boolean;
