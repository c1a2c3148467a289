import {jsonNestingDepth} from '../boundedJson';

/**
 * Shared code lives in the URL's fragment, which browsers never send to a server: the JSON of what
 * is shared, compressed with deflate-raw and written in base64url.
 */

/** A fragment longer than this is not read. */
export const maxShareChars = 200_000;
/** At most this many bytes are decompressed from a fragment. */
export const maxSharedBytes = 256 * 1024;
const maxSharedDepth = 16;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`it holds more than ${Math.round(limit / 1024)} KB of code`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The fragment, without `#`, that shares `value` under `prefix`: `<prefix>=<data>`. */
export async function shareFragment(prefix: string, value: unknown): Promise<string> {
  const input = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return `${prefix}=${toBase64Url(await readAll(input, Number.POSITIVE_INFINITY))}`;
}

/**
 * What a fragment shares under `prefix`: `null` when the fragment is not one, the parsed JSON when
 * it reads, or an `Error` saying why it cannot be read (cut off, too big, not JSON).
 */
export async function readShareFragment(hash: string, prefix: string): Promise<unknown> {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(`${prefix}=`)) return null;
  const data = fragment.slice(prefix.length + 1);
  try {
    if (data.length > maxShareChars) throw new Error(`it is longer than ${maxShareChars.toLocaleString('en')} characters`);
    if (!/^[\w-]*$/.test(data)) throw new Error('it has characters a shared link does not use');
    const compressed = new Blob([fromBase64Url(data)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    const text = new TextDecoder().decode(await readAll(compressed, maxSharedBytes));
    if (jsonNestingDepth(text, maxSharedDepth) > maxSharedDepth) throw new Error('it nests too deeply');
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error && error.message.startsWith('it ') ? error.message : 'it is cut off or damaged';
    return new Error(`This link's code cannot be opened: ${reason}.`);
  }
}
