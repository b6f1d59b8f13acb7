// Malformed multipart sent to the real API's upload routes: every one a 400 in the error shape,
// storing nothing, on both engines.
import { describe, expect, it } from 'vitest';
import { mediaFiles, multipartBody, pdfFile, staffSuite } from '../test-support/staff-fixtures';

const { h, admin } = staffSuite({ staff: { admin: 'admin' } });

const upload = (payload: string | Buffer, contentType: string) =>
  h.inject({ method: 'POST', url: '/api/reports/', payload, headers: { ...admin.headers, 'content-type': contentType } });

const whole = () => multipartBody({ title: 'Camp report', location: 'Munsiyari', file: pdfFile() });

describe('malformed multipart bodies answer 400, storing nothing', () => {
  it.each([
    [
      'a body cut off in the middle of the file',
      () => {
        const body = whole();
        return upload(body.payload.subarray(0, body.payload.length - 200), body.headers['content-type']!);
      },
    ],
    [
      'a body cut off in the middle of a text field',
      () => upload('--X\r\nContent-Disposition: form-data; name="title"\r\n\r\nCamp rep', 'multipart/form-data; boundary=X'),
    ],
    ['multipart/form-data without a boundary', () => upload(whole().payload, 'multipart/form-data')],
    ['multipart/form-data with an empty boundary', () => upload(whole().payload, 'multipart/form-data; boundary=')],
    ['an empty multipart body', () => upload('', whole().headers['content-type']!)],
    [
      'a NUL character in a text field',
      () => {
        const body = multipartBody({ title: 'Camp\u0000report', location: 'Munsiyari', file: pdfFile() });
        return upload(body.payload, body.headers['content-type']!);
      },
    ],
  ])('%s', async (_name, send) => {
    const before = [await h.count('reports'), await mediaFiles(h)];
    const res = await send();
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof res.json().error).toBe('string');
    expect([await h.count('reports'), await mediaFiles(h)]).toEqual(before);
  });

  it('names the field that holds a NUL character, as a JSON body does', async () => {
    const body = multipartBody({ title: 'Camp report', location: 'Muns\u0000iyari', file: pdfFile() });
    const res = await upload(body.payload, body.headers['content-type']!);
    expect(res.json()).toEqual({ error: 'The request is not valid.', errors: { location: ['The request is not valid.'] } });
  });
});
