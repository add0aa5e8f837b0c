export { createSchemaCustomization, onCreateNode, createPages, onPostBuild, onPreInit } from './src/gatsby/node';
