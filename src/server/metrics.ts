import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError } from './errors.ts';

/**
 * The process's own metrics (CPU, memory, event loop, garbage collection), collected once per
 * process: prom-client's observers for them are never stopped, so collecting them per app would
 * keep every app built and closed in one process (the tests build dozens) in memory.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics of one app instance (a registry of its own, so several apps in one process,
 * as in the tests, do not share counters), shown with the process's.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly analysisDuration = new Histogram({
    name: 'mtc_analysis_duration_seconds',
    help: 'Practitioner analysis jobs from lease to stored answer, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  readonly analysisRecovered = new Counter({
    name: 'mtc_analysis_jobs_recovered_total',
    help: 'Analysis jobs this instance took over after their lease expired',
    registers: [this.registry],
  });

  constructor(queueDepth: () => Promise<{ jobs: number; engineTasks: number }>) {
    new Gauge({
      name: 'mtc_analysis_queue_depth',
      help: 'Analysis jobs waiting or running (whole database) and engine tasks queued in this instance',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        const depth = await queueDepth();
        this.set({ queue: 'jobs' }, depth.jobs);
        this.set({ queue: 'engine_tasks' }, depth.engineTasks);
      },
    });
    processMetrics();
  }

  /** The text exposition of this app's metrics and the process's, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    const merged = Registry.merge([processMetrics(), this.registry]);
    return { contentType: merged.contentType, body: await merged.metrics() };
  }

  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern, never the raw URL: ids would make a label value per record.
    const route = request.routeOptions.url ?? 'unmatched';
    this.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  }
}

/** GET /metrics is refused without METRICS_TOKEN as a bearer token (and absent when none is configured). */
export function checkMetricsToken(request: FastifyRequest, token: string): void {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, 'Metrics need the METRICS_TOKEN bearer token');
  }
}
