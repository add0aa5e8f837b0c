export {
  createSchemaCustomization,
  onCreateNode,
  createPages,
  onPostBuild,
  onPreInit,
  onPreBootstrap,
} from './src/gatsby/node';
