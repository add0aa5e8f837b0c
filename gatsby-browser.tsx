export {
  wrapRootElement,
  wrapPageElement,
  onClientEntry,
  onInitialClientRender,
  shouldUpdateScroll,
  onPreRouteUpdate,
  onRouteUpdate,
} from './src/gatsby/browser';
