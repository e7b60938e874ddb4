import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one source of "now" for rules that depend on time (return window, timeAgo), so tests can
     * set `app.clock.now = () => fixed` instead of waiting days.
     */
    clock: Clock;
  }
}

export const clockPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('clock', { now: () => new Date() });
});
