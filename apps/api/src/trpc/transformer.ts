import superjson from 'superjson';

/**
 * superjson, with a faster way out for the common answer. superjson walks every value of every
 * answer looking for the many types it can carry and for objects met twice; for the lists (plain
 * objects, arrays, strings, numbers, booleans, null and Dates) that walk cost several times
 * JSON.stringify (docs/adr/0053-superjson-fast-path.md). `serialize` here does one walk that knows only those
 * types and writes exactly what superjson writes for them (a test holds the two together); any
 * other value (Map, Set, BigInt, a class instance, a number JSON cannot hold, an object met twice,
 * a key superjson would escape) hands the whole answer to superjson. Input is read by superjson.
 */
type Annotations = Record<string, ['Date'] | ['undefined']>;

/** Thrown inside the walk when a value needs superjson itself. */
const GIVE_UP = Symbol('give up');

/**
 * One answer's walk. The path of a value is kept as a stack and joined only for the values that
 * need an annotation (a Date, an undefined): building every value's path as a string was most of
 * the walk's cost.
 */
class Walk {
  readonly values: Annotations = {};
  private readonly path: (string | number)[] = [];
  private readonly seen = new Set<object>();

  value(value: unknown): unknown {
    if (value === null) return null;
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        if (!Number.isFinite(value) || Object.is(value, -0)) throw GIVE_UP;
        return value;
      case 'undefined':
        this.values[this.path.join('.')] = ['undefined'];
        return null;
      case 'object':
        return this.object(value);
      default:
        throw GIVE_UP;
    }
  }

  private object(object: object): unknown {
    if (this.seen.has(object)) throw GIVE_UP;
    this.seen.add(object);
    if (object instanceof Date) {
      if (Number.isNaN(object.getTime())) throw GIVE_UP;
      this.values[this.path.join('.')] = ['Date'];
      return object.toISOString();
    }
    const { path } = this;
    if (Array.isArray(object)) {
      const out = new Array<unknown>(object.length);
      for (let i = 0; i < object.length; i += 1) {
        path.push(i);
        out[i] = this.value(object[i]);
        path.pop();
      }
      return out;
    }
    const proto = Object.getPrototypeOf(object);
    if (proto !== Object.prototype && proto !== null) throw GIVE_UP;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(object)) {
      if (key.includes('.') || key.includes('\\') || key === '__proto__') throw GIVE_UP;
      path.push(key);
      out[key] = this.value((object as Record<string, unknown>)[key]);
      path.pop();
    }
    return out;
  }
}

type Serialized = ReturnType<typeof superjson.serialize>;

export function serialize(value: unknown): Serialized {
  const walk = new Walk();
  let json: unknown;
  try {
    json = walk.value(value);
  } catch (error) {
    if (error === GIVE_UP) return superjson.serialize(value);
    throw error;
  }
  const { values } = walk;
  const paths = Object.keys(values);
  if (paths.length === 0) return { json } as Serialized;
  // At the root superjson writes the annotation itself, not a map of paths.
  const annotations = paths.length === 1 && paths[0] === '' ? values[''] : values;
  return { json, meta: { values: annotations, v: 1 } } as Serialized;
}

/**
 * Annotations an input may carry: our inputs hold a few dates at most. superjson walks every
 * annotated path of a call's input (before the procedure or its zod schema sees anything), so
 * thousands of made-up paths cost a stranger nothing to send and the server a walk each.
 */
export const MAX_INPUT_ANNOTATIONS = 64;
export const MAX_ANNOTATION_PATH = 256;
export const TOO_MANY_ANNOTATIONS = `The input carries more than ${MAX_INPUT_ANNOTATIONS} superjson annotations, or one longer than ${MAX_ANNOTATION_PATH} characters.`;

/**
 * Counts the paths of a superjson annotation tree (`{ path: [type, children?] }`, or a root
 * `[type, children?]`) and of its referential equalities, stopping at the first one too many.
 * Throws TOO_MANY_ANNOTATIONS, which tRPC answers as a 400 on the call.
 */
function checkAnnotations(meta: unknown) {
  if (meta === undefined || meta === null) return;
  let count = 0;
  const visit = (node: unknown, depth: number) => {
    if (depth > 8 || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
      return;
    }
    // Counted before any is read: a flood is refused for the price of listing its keys.
    const paths = Object.keys(node);
    count += paths.length;
    if (count > MAX_INPUT_ANNOTATIONS) throw new Error(TOO_MANY_ANNOTATIONS);
    for (const path of paths) {
      if (path.length > MAX_ANNOTATION_PATH) throw new Error(TOO_MANY_ANNOTATIONS);
      visit((node as Record<string, unknown>)[path], depth + 1);
    }
  };
  const { values, referentialEqualities } = meta as Record<string, unknown>;
  visit(values, 0);
  visit(referentialEqualities, 0);
}

/** What a client sent: superjson's envelope, unchecked until here. */
function deserialize(payload: unknown) {
  checkAnnotations((payload as { meta?: unknown } | null | undefined)?.meta);
  return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]);
}

export const transformer = { serialize, deserialize };
