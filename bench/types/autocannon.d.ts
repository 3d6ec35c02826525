// The part of autocannon's API the benchmarks use (the package ships no types, and its
// DefinitelyTyped types are not installed).
declare module 'autocannon' {
  interface AutocannonRequest {
    setupRequest?: (request: object) => object;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    requests?: AutocannonRequest[];
  }
  interface AutocannonResult {
    requests: { average: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
  }
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
