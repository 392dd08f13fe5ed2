/**
 * The JSON of an answer, as `JSON.stringify` writes it, and for a large answer as UTF-8 bytes
 * written a piece at a time.
 *
 * V8 builds a long `JSON.stringify` result as a chain of pieces and joins them on first use
 * (here, counting its UTF-8 bytes for `Content-Length`). A joined string over 128 KB goes to V8's
 * large-object space, which costs about 1 ms per answer on this hardware: more than the rest of
 * the request for a month of 200 appointments (140 KB). So an answer holding a long list is
 * written element by element: each element's JSON is one short `JSON.stringify` string (an
 * element is not walked field by field: a call per field made the month list about a fifth
 * slower), gathered into pieces well under that size and encoded into one buffer, which Node then
 * sends as it is (no second pass to count or encode the bytes).
 *
 * Anything else, and any answer without a list of at least `LONG_LIST` elements in its first
 * levels, is `JSON.stringify`'s own string.
 */

/** A list this long may make a long answer: the answer is written in pieces. */
const LONG_LIST = 64;
/** How deep the search for a long list and the piecewise writing go (the envelope, `data`, the list). */
const WALKED_LEVELS = 3;
/** Pieces of about this many characters are encoded into the buffer at a time, far under V8's 128 KB. */
const PIECE_CHARS = 16 * 1024;

type Container = Record<string, unknown> | unknown[];

/** An object or array written as JSON.stringify would walk it (no toJSON of its own). */
function walkable(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** Whether `value` is a container this writer walks at `level`, rather than leaving it whole to JSON.stringify. */
function walked(value: unknown, level: number): value is Container {
  return level < WALKED_LEVELS && walkable(value);
}

function hasLongList(value: unknown, level: number): boolean {
  if (!walked(value, level)) return false;
  const items = Array.isArray(value) ? value : Object.values(value);
  return (Array.isArray(value) && value.length >= LONG_LIST) || items.some((item) => hasLongList(item, level + 1));
}

/** UTF-8 bytes written into a buffer that grows as needed, from pieces of text gathered first. */
class Utf8Pieces {
  private buffer = Buffer.allocUnsafe(64 * 1024);
  private length = 0;
  private piece = '';

  add(text: string): void {
    this.piece += text;
    if (this.piece.length >= PIECE_CHARS) this.flush();
  }

  finish(): Buffer {
    this.flush();
    return this.buffer.subarray(0, this.length);
  }

  private flush(): void {
    if (this.piece.length === 0) return;
    // A UTF-16 unit never takes more than 3 bytes of UTF-8.
    const needed = this.length + this.piece.length * 3;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(this.piece, this.length, 'utf8');
    this.piece = '';
  }
}

/** JSON.stringify's text for a value, undefined where JSON has none (its type says string). */
function jsonOf(value: unknown): string | undefined {
  return JSON.stringify(value) as string | undefined;
}

/** Writes a container as JSON.stringify would, walking containers down to the walked levels and leaving the rest to it. */
function write(out: Utf8Pieces, value: Container, level: number): void {
  if (Array.isArray(value)) {
    // A long list's members are written whole, one JSON.stringify each.
    const whole = value.length >= LONG_LIST;
    out.add('[');
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) out.add(',');
      const item: unknown = value[index];
      // A member without a JSON value (undefined, a function, a symbol) is null in a list.
      if (!whole && walked(item, level + 1)) write(out, item, level + 1);
      else out.add(jsonOf(item) ?? 'null');
    }
    out.add(']');
    return;
  }
  out.add('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const text = walked(item, level + 1) ? null : jsonOf(item);
    // What JSON.stringify leaves out of an object: members without a JSON value.
    if (text === undefined) continue;
    out.add(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
    first = false;
    if (text === null) write(out, item as Container, level + 1);
    else out.add(text);
  }
  out.add('}');
}

/** The answer's JSON: `JSON.stringify`'s string, or for an answer holding a long list, the same text as UTF-8 bytes. */
export function jsonAnswer(value: unknown): string | Buffer {
  if (!hasLongList(value, 0)) return JSON.stringify(value);
  const out = new Utf8Pieces();
  write(out, value as Container, 0);
  return out.finish();
}
