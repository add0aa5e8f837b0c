export {
  wrapPageElement,
  onClientEntry,
  onInitialClientRender,
  shouldUpdateScroll,
  onPreRouteUpdate,
  replaceHydrateFunction,
} from './src/gatsby/browser';
