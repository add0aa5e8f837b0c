export { createSchemaCustomization, onCreateNode, createPages, onPostBuild } from './src/gatsby/node';
