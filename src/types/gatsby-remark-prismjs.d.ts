/** gatsby-remark-prismjs ships no types; the blog-blocks test calls it the way gatsby-transformer-remark does. */
declare module 'gatsby-remark-prismjs' {
  const plugin: (args: { markdownAST: unknown }, options?: Record<string, unknown>) => void;
  export default plugin;
}
