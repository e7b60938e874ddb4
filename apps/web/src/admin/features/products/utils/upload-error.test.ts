import { describe, expect, it } from 'vitest';
import { serverErrorOf, uploadErrorMessage } from './upload-error';

describe('uploadErrorMessage', () => {
  it.each([
    [413, 'Files too large. Please reduce file sizes or upload fewer files at once.'],
    [401, 'Authentication failed. Please login again.'],
    [403, 'Access denied. Please check your permissions.'],
    [404, 'Upload endpoint not found.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('%i reads "%s"', (status, message) => {
    expect(uploadErrorMessage(status, 'ignored')).toBe(message);
  });

  it("shows the server's text otherwise, else the status", () => {
    expect(uploadErrorMessage(400, 'a.pdf is not a valid image file')).toBe(
      'a.pdf is not a valid image file',
    );
    expect(uploadErrorMessage(422, undefined)).toBe('Upload failed with status 422');
  });

  it('reads error or message from a JSON body only', () => {
    expect(serverErrorOf('{"success":false,"error":"Nope"}')).toBe('Nope');
    expect(serverErrorOf('{"message":"Hm"}')).toBe('Hm');
    expect(serverErrorOf('<html>')).toBeUndefined();
  });
});
