import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** One file of a zip: its name (Japanese is fine) and its bytes as they are produced. */
export interface ZipEntry {
  name: string;
  bytes: AsyncIterable<Uint8Array | string>;
}

/**
 * A zip of the entries, streamed: each entry is deflated as its bytes arrive and the archive's bytes
 * go out as they are made, so the archive is never whole in memory. fflate writes a name that is not
 * ASCII in UTF-8 with general purpose bit 11 set, which Windows Explorer (7 and later) and every
 * current unzip read as UTF-8. The entries are read one after another, in order.
 */
export function zipStream(entries: Iterable<ZipEntry>, modifiedAt: Date): Readable {
  async function* archive(): AsyncGenerator<Buffer> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else ready.push(chunk);
    });
    const take = (): Buffer[] => {
      if (failure) throw failure;
      return ready.splice(0).map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    };
    for (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      file.mtime = modifiedAt;
      zip.add(file);
      for await (const chunk of entry.bytes) {
        file.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
        yield* take();
      }
      file.push(new Uint8Array(0), true);
      yield* take();
    }
    zip.end();
    yield* take();
  }
  return Readable.from(archive(), { objectMode: false });
}
