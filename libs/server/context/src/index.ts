// The server's context and the ports it carries: what every area of the server stands on without
// importing the app that composes them (apps/api's context/build.ts is the one place adapters are chosen).
export * from './lib/context';
export * from './lib/clock';
export * from './lib/metrics-port';
export * from './lib/material-figures';
export * from './lib/media-ports';
export * from './lib/notify';
export * from './lib/server-options';
export * from './lib/storage-port';
import './lib/fastify';
