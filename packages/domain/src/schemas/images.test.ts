import { describe, expect, it } from 'vitest';
import { checkImageFile, checkUploadTotal } from './images';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it.each([
    [{ name: 'a.webp', type: 'image/webp', size: 1000 }, null],
    [{ name: 'b.jpg', type: 'image/jpeg', size: 100 * MB }, null],
    [{ name: 'c.png', type: 'image/png', size: 100 * MB + 1 }, 'c.png is too large (max 100MB)'],
    [{ name: 'd.pdf', type: 'application/pdf', size: 10 }, 'd.pdf is not a valid image file'],
    [{ name: 'e', type: '', size: 10 }, 'e is not a valid image file'],
    [{ name: 'f.mp4', type: 'video/mp4', size: 200 * MB }, 'f.mp4 is not a valid image file'],
  ])('%j -> %j', (file, message) => {
    expect(checkImageFile(file)).toBe(message);
  });
});

describe('checkUploadTotal', () => {
  it.each([
    [0, null],
    [500 * MB, null],
    [500 * MB + 1, 'Total upload size (500.00 MB) exceeds limit (500MB)'],
    [512.345 * MB, 'Total upload size (512.35 MB) exceeds limit (500MB)'],
    [750 * MB, 'Total upload size (750.00 MB) exceeds limit (500MB)'],
  ])('%i bytes -> %j', (bytes, message) => {
    expect(checkUploadTotal(bytes)).toBe(message);
  });
});
