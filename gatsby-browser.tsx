export {
  wrapPageElement,
  onClientEntry,
  onInitialClientRender,
  onPreRouteUpdate,
  onRouteUpdate,
  replaceHydrateFunction,
} from './src/gatsby/browser';
