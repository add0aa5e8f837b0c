export {
  wrapRootElement,
  wrapPageElement,
  onClientEntry,
  onInitialClientRender,
  shouldUpdateScroll,
  onRouteUpdate,
} from './src/gatsby/browser';
