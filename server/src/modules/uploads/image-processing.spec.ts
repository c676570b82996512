import sharp from 'sharp';
import { encodeImageVariants, MAX_INPUT_PIXELS } from './image-processing.js';

/** Content checks and re-encoding of uploads, without storage. */

const solid = (width: number, height: number) => ({ create: { width, height, channels: 3 as const, background: '#2d6a4f' } });

describe('encodeImageVariants', () => {
  it('re-encodes PNG, JPEG and WebP into WebP at q40, q80 and q100, fitted inside 2000 px, metadata stripped', async () => {
    for (const input of [
      await sharp(solid(2500, 400)).png().toBuffer(),
      await sharp(solid(2500, 400))
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
        .toBuffer(),
      await sharp(solid(2500, 400)).webp().toBuffer(),
    ]) {
      const out = await encodeImageVariants(input);
      expect(Object.keys(out).sort()).toEqual(['100', '40', '80']);
      for (const buf of Object.values(out)) {
        const meta = await sharp(buf).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
          format: 'webp',
          width: 2000,
          height: 320,
          exif: undefined,
        });
      }
    }
  });

  it('never enlarges a small image', async () => {
    const out = await encodeImageVariants(await sharp(solid(30, 20)).png().toBuffer());
    expect(await sharp(out[80]).metadata()).toMatchObject({ width: 30, height: 20 });
  });

  it('refuses other formats and non-images by content', async () => {
    const gif = await sharp(solid(4, 4)).gif().toBuffer();
    const tiff = await sharp(solid(4, 4)).tiff().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    for (const input of [gif, tiff, svg, Buffer.from('plain text'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])]) {
      await expect(encodeImageVariants(input)).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    }
    const truncated = (await sharp(solid(200, 200)).png().toBuffer()).subarray(0, 60);
    await expect(encodeImageVariants(truncated)).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('refuses more than 25 megapixels before decoding (image bombs)', async () => {
    const bomb = await sharp(solid(5001, 5000)).png({ compressionLevel: 9 }).toBuffer();
    expect(5001 * 5000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(encodeImageVariants(bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE', message: 'Image is too large to process.' });
    const edge = await sharp(solid(5000, 5000)).png({ compressionLevel: 9 }).toBuffer();
    await expect(encodeImageVariants(edge)).resolves.toBeDefined();
  });
});
