export {
  createSchemaCustomization,
  onCreateNode,
  createPages,
  onCreateWebpackConfig,
  onPostBootstrap,
  onPostBuild,
  onPreInit,
  onPreBootstrap,
  sourceNodes,
} from './src/gatsby/node';
