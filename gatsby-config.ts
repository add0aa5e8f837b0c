import type { GatsbyConfig } from 'gatsby';
import path from 'node:path';
import { contentDir, readSiteIdentity } from './src/config/site';

const site = readSiteIdentity(contentDir);

/** One filesystem source per content folder; `name` is the folder (STYLE §3). */
const contentFolders = ['site', 'authors', 'blog', 'services', 'expertise', 'careers', 'legal'];

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.defaultDescription,
    siteUrl: site.url,
  },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    'gatsby-plugin-styled-components',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'blurred', quality: 75 } },
    },
    'gatsby-transformer-sharp',
    ...contentFolders.map((name) => ({
      resolve: 'gatsby-source-filesystem',
      options: { name, path: path.join(contentDir, name) },
    })),
    {
      resolve: 'gatsby-transformer-remark',
      options: {
        // Blog posts and legal pages. Blog-specific remark plugins are listed here too.
        plugins: [],
      },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: { typeName: jsonTypeName },
    },
  ],
};

/** Services, expertise and authors each get one node type per entry; other files are named after the file. */
function jsonTypeName({ node }: { node: { sourceInstanceName?: string; name?: string } }): string {
  switch (node.sourceInstanceName) {
    case 'services':
      return 'Service';
    case 'expertise':
      return 'Expertise';
    case 'authors':
      return 'Author';
    default: {
      const base = String(node.name ?? 'data').replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase());
      return `${base}Json`;
    }
  }
}

export default config;
