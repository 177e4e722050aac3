/**
 * Bytes to text, strictly. Google Merchant Center feeds are UTF-8 unless they say otherwise: a byte
 * order mark (UTF-8, UTF-16) or, for XML, the declaration's `encoding` (Latin-1 / Windows-1252 are
 * accepted). Any byte sequence that is not valid in the encoding stops the run with the line it is
 * on — a feed saved in the wrong encoding would otherwise turn into garbled titles silently.
 */
import { FeedError } from '../feed-error';

/** Bytes looked at to find a byte order mark and an XML declaration. */
const SNIFF_BYTES = 1024;

const LATIN1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'l1', 'windows-1252', 'cp1252']);
const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

export interface DetectedEncoding {
  /** A WHATWG encoding label TextDecoder accepts. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  /** Bytes of byte order mark to skip. */
  bomLength: number;
}

/** The encoding of a feed from its first bytes. */
export function detectEncoding(head: Uint8Array): DetectedEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // A NUL among the first bytes of a text feed means UTF-16 (or binary) without a byte order mark.
  if (head.subarray(0, 64).includes(0)) {
    throw new FeedError('the feed is not text in UTF-8 (it looks like UTF-16 without a byte order mark, or a binary file)', 1);
  }
  const start = Buffer.from(head.subarray(0, SNIFF_BYTES)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1]?.toLowerCase();
  if (!declared || UTF8.has(declared)) return { encoding: 'utf-8', bomLength: 0 };
  if (LATIN1.has(declared)) return { encoding: 'windows-1252', bomLength: 0 };
  // The declared name is not quoted: until the document proves to be a feed, none of it goes into the report.
  throw new FeedError('the feed declares an encoding other than UTF-8, UTF-16 or ISO-8859-1; use UTF-8', 1);
}

function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * Decodes a byte stream into text chunks. Throws FeedError naming the line of the first invalid
 * byte sequence.
 */
export async function* decodeText(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let encoding = 'utf-8';
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  let linesBefore = 0;

  const decode = (chunk: Uint8Array, last: boolean): string => {
    try {
      return decoder!.decode(chunk, { stream: !last });
    } catch {
      // Find the line: decode leniently up to the first replacement character, skipping the
      // continuation bytes of a character the previous chunk started.
      let skip = 0;
      while (encoding === 'utf-8' && skip < 3 && chunk[skip] !== undefined && (chunk[skip]! & 0xc0) === 0x80) skip++;
      const lenient = new TextDecoder(encoding).decode(chunk.subarray(skip));
      const bad = lenient.indexOf('\uFFFD');
      const line = linesBefore + countLines(bad === -1 ? lenient : lenient.slice(0, bad)) + 1;
      throw new FeedError(`the feed is not valid ${encoding.toUpperCase()}: save it as UTF-8 or declare its encoding`, line);
    }
  };
  const emit = (text: string): string => {
    linesBefore += countLines(text);
    return text;
  };

  for await (const chunk of bytes) {
    if (!decoder) {
      pending.push(chunk);
      pendingLength += chunk.length;
      if (pendingLength < SNIFF_BYTES) continue;
      const head = Buffer.concat(pending);
      pending = [];
      const detected = detectEncoding(head);
      encoding = detected.encoding;
      decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
      const text = decode(head.subarray(detected.bomLength), false);
      if (text) yield emit(text);
      continue;
    }
    const text = decode(chunk, false);
    if (text) yield emit(text);
  }

  if (!decoder) {
    // A feed shorter than the sniffing window.
    const head = Buffer.concat(pending);
    const detected = detectEncoding(head);
    encoding = detected.encoding;
    decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
    const text = decode(head.subarray(detected.bomLength), true);
    if (text) yield emit(text);
    return;
  }
  const rest = decode(new Uint8Array(0), true);
  if (rest) yield emit(rest);
}
