import type { MediaContentType } from '@groombook/contracts';

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The last chunk of every PNG: length 0, "IEND", and its fixed CRC. */
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Cameras may add bytes after a JPEG's end marker; it must still be near the end. */
const JPEG_TRAILER_ALLOWANCE = 4096;

/**
 * What an image is by its own bytes, not by the name or header it came with: a JPEG starts
 * FF D8 FF and has its end marker FF D9 near the end; a PNG starts with its 8-byte signature,
 * then the IHDR chunk, and ends with IEND. Anything else (a GIF, a text file named .jpg, a
 * PNG signature on garbage) is null.
 */
export function imageTypeOf(bytes: Uint8Array): MediaContentType | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length >= 16 && data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const header = data.readUInt32BE(8) === 13 && data.toString('latin1', 12, 16) === 'IHDR';
    return header && data.subarray(-PNG_END.length).equals(PNG_END) ? 'image/png' : null;
  }
  if (data.length >= 4 && data.subarray(0, 3).equals(JPEG_START)) {
    const end = data.lastIndexOf(JPEG_END);
    return end > 2 && data.length - end <= JPEG_TRAILER_ALLOWANCE ? 'image/jpeg' : null;
  }
  return null;
}
