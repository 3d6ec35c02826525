/** A JSON Schema as the OpenAPI document carries it, references resolved. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the API, as the OpenAPI document describes it. */
export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: OperationParameter[];
  body: JsonSchema | null;
  /** `required`: only with a session; `optional`: a session changes the answer; `none`: public. */
  session: 'required' | 'optional' | 'none';
  /** The operation answers a stream (server-sent events) rather than one document. */
  streams: boolean;
  /** `GET /api/user`, for messages. */
  name: string;
}

interface OpenApiOperation {
  parameters?: OperationParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Inlines `#/components/schemas/…` references (the contract's schemas hold no cycles). */
function resolve(schema: unknown, components: Record<string, JsonSchema>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolve(item, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as JsonSchema;
  const referenced = $ref ? components[$ref.replace('#/components/schemas/', '')] : undefined;
  const merged = referenced ? { ...referenced, ...rest } : rest;
  return Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, resolve(value, components)]));
}

const sessionOf = (security: OpenApiOperation['security']): Operation['session'] => {
  if (!security || security.length === 0) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
};

/** Every operation the running server publishes in `GET /api/openapi.json`. */
export async function loadOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (response.status !== 200) throw new Error(`openapi.json answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const json = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map(
          (parameter) => resolve(parameter, components) as OperationParameter,
        ),
        body: json ? (resolve(json, components) as JsonSchema) : null,
        session: sessionOf(operation.security),
        streams: Object.values(operation.responses ?? {}).some(
          (answer) => answer.content && 'text/event-stream' in answer.content,
        ),
        name: `${method.toUpperCase()} ${path}`,
      };
    }),
  );
}

/** The path with its placeholders replaced by already-encoded segments. */
export const fillPath = (path: string, segments: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => segments[name] ?? '1');

export interface SentRequest {
  method: string;
  /** Path and query, already encoded (it may be encoded wrongly on purpose). */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends one request and reads the answer; a stream is read no further than its headers (it would
 * never end) and then closed.
 */
export async function send(baseUrl: string, request: SentRequest): Promise<Answer> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, contentType, text: '' };
  }
  return { status: response.status, contentType, text: await response.text() };
}

/** True for the API's error shape with a Persian sentence in `message`. */
export function isPersianError(answer: Answer): boolean {
  if (!answer.contentType.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(answer.text) as { message?: unknown };
    return typeof body.message === 'string' && /[\u0600-\u06FF]/.test(body.message);
  } catch {
    return false;
  }
}

/**
 * Sends bytes as they are over a new connection (for what fetch will not send: a head past the
 * parser's limit, a request line with raw bytes) and reads the answer until the server closes.
 */
export async function sendRaw(baseUrl: string, head: string): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  const { connect } = await import('node:net');
  const received = await new Promise<Buffer>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close before reading all we sent; what it answered first still counts.
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
  });
  const text = received.toString('utf8');
  const [headPart = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headPart)?.[1] ?? 0);
  const contentType = /\r\ncontent-type: *([^\r\n]+)/i.exec(headPart)?.[1] ?? '';
  return { status, contentType, text: body };
}
