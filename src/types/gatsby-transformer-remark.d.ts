/** gatsby-transformer-remark's handler for code blocks (mdast-util-to-hast's, plus `data-meta`); it ships no types. */
declare module 'gatsby-transformer-remark/code-handler' {
  const handler: (h: unknown, node: unknown) => unknown;
  export default handler;
}
