// @toufang/domain: the product's business vocabulary, shared by the browser and the server.
export * from './lib/alert-rules';
export * from './lib/button-config';
export * from './lib/capabilities';
export * from './lib/constants';
export * from './lib/delivery-hierarchy';
export * from './lib/media';
export * from './lib/media-terms';
export * from './lib/password';
export * from './lib/roles';
export * from './lib/route-access';
export * from './lib/texts';
export * from './lib/app-routes';
export * from './lib/route-table-check';
export * from './lib/menu-filter';
export * from './lib/route-guard';
