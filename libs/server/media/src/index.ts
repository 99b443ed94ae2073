// The server's one way to a media: the port every adapter implements, the gateway that keeps a media's
// limits on the desk's side, the rules every media enforces on one call, and the clocks (docs/media-adapters.md).
export * from './lib/port';
export * from './lib/port-bindings';
export * from './lib/gateway';
export * from './lib/rules';
export * from './lib/clock';
export * from './lib/token-keeper';
