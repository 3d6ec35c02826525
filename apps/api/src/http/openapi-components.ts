/**
 * The zod type provider publishes every named contract schema twice, as read (`NameInput`, used by
 * request bodies and parameters) and as written (`Name`, used by responses), whether an operation
 * uses it or not. Client generators name their types after components, so the document keeps only
 * the components some operation reaches, and a schema used only as input keeps its plain name.
 */

type Schemas = Record<string, unknown>;

const SCHEMA_REF = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

interface DocumentWithSchemas {
  paths?: unknown;
  components?: { schemas?: Schemas };
}

export function tidyComponentSchemas<Document extends DocumentWithSchemas>(document: Document): Document {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const reached = reachedSchemaNames(document.paths, schemas);
  const renames = new Map<string, string>();
  for (const name of reached) {
    const plain = name.endsWith(INPUT_SUFFIX) ? name.slice(0, -INPUT_SUFFIX.length) : undefined;
    // The written variant is not kept, so the read one can take the plain name without a clash.
    if (plain && !reached.has(plain)) renames.set(name, plain);
  }
  const renamed = (name: string) => renames.get(name) ?? name;
  const keptSchemas = Object.fromEntries(
    [...reached].sort().map((name) => [renamed(name), renameRefs(schemas[name], renamed)]),
  );
  return {
    ...document,
    paths: renameRefs(document.paths, renamed),
    components: { ...document.components, schemas: keptSchemas },
  };
}

/** Names of the component schemas that the paths refer to, directly or through other components. */
function reachedSchemaNames(paths: unknown, schemas: Schemas): Set<string> {
  const reached = new Set<string>();
  const pending = [...refsIn(paths)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  return reached;
}

function* refsIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) {
    for (const item of value) yield* refsIn(item);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        yield item.slice(SCHEMA_REF.length);
      } else yield* refsIn(item);
    }
  }
}

function renameRefs(value: unknown, renamed: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, renamed));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)
        ? [key, SCHEMA_REF + renamed(item.slice(SCHEMA_REF.length))]
        : [key, renameRefs(item, renamed)],
    ),
  );
}
