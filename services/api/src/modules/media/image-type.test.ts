import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
  Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40), Buffer.from([0xff, 0xd9])]);

describe('imageTypeOf', () => {
  it('knows a PNG and a JPEG by their bytes', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(jpeg)).toBe('image/jpeg');
  });

  it('refuses a GIF, text, and a signature on garbage', () => {
    expect(imageTypeOf(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(imageTypeOf(Buffer.from('just some words, named photo.jpg'))).toBeNull();
    expect(imageTypeOf(Buffer.concat([png.subarray(0, 8), Buffer.alloc(100, 7)]))).toBeNull();
    expect(imageTypeOf(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(10_000, 7)]))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
