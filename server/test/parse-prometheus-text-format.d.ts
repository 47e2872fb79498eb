declare module 'parse-prometheus-text-format' {
  type Metric = { value?: string; labels?: Record<string, string>; buckets?: object };
  type Family = { name: string; help: string; type: string; metrics: Metric[] };
  /** Parses Prometheus' text format (a port of the Go parser Prometheus itself uses). */
  export default function parsePrometheusTextFormat(text: string): Family[];
}
