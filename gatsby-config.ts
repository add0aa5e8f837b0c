import type { GatsbyConfig } from 'gatsby';
import dotenv from 'dotenv';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveAdminInDevelop } from './src/gatsby/node/admin';
import { contentDir, readSiteIdentity } from './src/config/site';
import { contentTypes } from './src/gatsby/node/graphql-types';
import { imageWrapperStyle } from './src/lib/blog/image-style';
import { NOT_SITE_PAGES } from './src/lib/ui/browser-rules';
import { SITEMAP_QUERY, sitemapEntry, sitemapPages } from './src/lib/blog/sitemap';
import { PRISM_OPTIONS } from './src/gatsby/remark/prism-options';

// `.env.<stage>` into process.env, as Gatsby documents for gatsby-config and gatsby-node
// (gatsbyjs.com/docs/how-to/local-development/environment-variables/). Gatsby reads the same file for the
// browser bundle's GATSBY_* values; a variable already in the environment wins in both.
dotenv.config({ path: `.env.${process.env.GATSBY_ACTIVE_ENV || process.env.NODE_ENV || 'development'}` });

const site = readSiteIdentity();
const developing = process.env.gatsby_executing_command === 'develop';

/** One filesystem source per content folder; `name` is the folder (conventions §3). */
const contentFolders = ['site', 'authors', 'blog', 'services', 'expertise', 'careers', 'legal', 'case-studies'];

const config: GatsbyConfig = {
  siteMetadata: { title: site.name, description: site.defaultDescription, siteUrl: site.url },
  trailingSlash: 'always',
  // `npm run cms`: the content editor at /admin/ beside the live preview (docs/architecture.md).
  developMiddleware: serveAdminInDevelop,
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    // Types the CreatePages query too (Queries.CreatePagesQuery).
    documentSearchPaths: ['./gatsby-node.ts', './src/gatsby/node/create-pages.ts'],
  },
  plugins: [
    {
      resolve: 'gatsby-plugin-styled-components',
      // Component names in class names help while developing; in the build they only add bytes.
      options: { displayName: developing, fileName: developing },
    },
    'gatsby-plugin-image',
    {
      // Plain links (post bodies, and sections React keeps as the server sent them: staticSection in
      // src/components/ui/deferred.tsx) move within the site as <Link> does. The plugin leaves files (feeds,
      // images) to the browser itself; the editor and the Pages Functions are not pages of the site.
      resolve: 'gatsby-plugin-catch-links',
      options: { excludePattern: NOT_SITE_PAGES.source },
    },
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'dominantColor', quality: 75 } },
    },
    'gatsby-transformer-sharp',
    // A folder that may become empty (case studies) is left out then: git keeps no empty folder, and the source
    // plugin refuses a path that does not exist. Its type stays declared (graphql-types), so queries find no nodes.
    ...contentFolders
      .filter((name) => existsSync(path.join(contentDir, name)))
      .map((name) => ({
        resolve: 'gatsby-source-filesystem',
        options: { name, path: path.join(contentDir, name) },
      })),
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        // Blog posts and legal pages. Order matters: the editor's disallowed HTML and link targets become
        // text first (before any plugin adds trusted HTML), then alerts, code labels and alt text, then
        // responsive images, then build-time highlighting (no highlighter ships to the browser).
        plugins: [
          path.resolve('src/gatsby/remark/safe-html'),
          path.resolve('src/gatsby/remark/blog-blocks'),
          {
            resolve: 'gatsby-remark-images',
            options: {
              maxWidth: 860,
              quality: 75,
              withWebp: true,
              withAvif: true,
              loading: 'lazy',
              linkImagesToOriginal: false,
              backgroundColor: 'transparent',
              disableBgImageOnAlpha: true,
              wrapperStyle: imageWrapperStyle,
            },
          },
          { resolve: 'gatsby-remark-prismjs', options: PRISM_OPTIONS },
        ],
      },
    },
    { resolve: 'gatsby-transformer-json', options: { typeName: jsonTypeName } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: SITEMAP_QUERY,
        resolvePages: sitemapPages,
        // The `noindex` utility pages; matched without the trailing slash, so exactly these two.
        excludes: ['/search/', '/offline/'],
        serialize: sitemapEntry,
      },
    },
  ],
};

/** A JSON file's node type: the name its content type declares (graphql-types/index.ts), else `<FileName>Json`. */
function jsonTypeName({ node }: { node: { sourceInstanceName: string; name: string } }): string {
  const type = contentTypes[`${node.sourceInstanceName}/${node.name}`] ?? contentTypes[`${node.sourceInstanceName}/*`];
  return type?.name ?? `${node.name.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Json`;
}

export default config;
