import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';

/**
 * What a text weighs in brotli (quality 11), KB, compressed off the event loop: seconds of a blocked
 * loop (2.5 MB of menu) miss the server closing an idle keep-alive socket, and the bench's next fetch
 * reuses a closed one ('other side closed').
 */
export const brotliKb = async (text: string | Uint8Array): Promise<number> =>
  (await promisify(brotliCompress)(text)).length / 1024;
