export {
  wrapPageElement,
  onClientEntry,
  onInitialClientRender,
  shouldUpdateScroll,
  onPreRouteUpdate,
  onRouteUpdate,
  replaceHydrateFunction,
} from './src/gatsby/browser';
