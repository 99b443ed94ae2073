// The context as the composed server carries it (apps/api's buildServer decorates app.toufang), so a
// handler or a suite that holds the Fastify instance reads the same services.
// Resolves the module this file augments.
import type {} from 'fastify';
import type { ServerContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context and its build version. */
    toufang: ServerContext & { version: string };
  }
}
