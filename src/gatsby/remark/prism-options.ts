/** gatsby-remark-prismjs's options: the build (gatsby-config) and the CMS preview highlight code alike. */
export const PRISM_OPTIONS = {
  noInlineHighlight: true,
  // "text" blocks stay plain but escaped, without a warning about an unknown language.
  languageExtensions: [{ language: 'text', definition: {} }],
};
