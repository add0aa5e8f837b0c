export { createSchemaCustomization, onCreateNode, createPages, onPostBuild, onPreBootstrap } from './src/gatsby/node';
