export {
  createSchemaCustomization,
  onCreateNode,
  createPages,
  onPostBootstrap,
  onPostBuild,
  onPreInit,
  onPreBootstrap,
} from './src/gatsby/node';
