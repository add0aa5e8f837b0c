export {
  createSchemaCustomization,
  onCreateNode,
  createPages,
  onPostBootstrap,
  onPostBuild,
  onPreInit,
  onPreBootstrap,
  sourceNodes,
} from './src/gatsby/node';
