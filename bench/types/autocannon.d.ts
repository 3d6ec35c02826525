// The part of autocannon's API the benchmarks use (the package ships no types, and its
// DefinitelyTyped types are not installed).
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: object) => object;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Requests a second across all connections (a steady rate rather than as many as possible). */
    overallRate?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }
  interface AutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    duration: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  /** A run: awaitable for its result, and an emitter of each answer's (client, status, bytes, milliseconds). */
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }
  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
