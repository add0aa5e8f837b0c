// Gatsby's build hooks; each lives with its concern under src/gatsby/node (docs/architecture.md).
export * from './src/gatsby/node';
