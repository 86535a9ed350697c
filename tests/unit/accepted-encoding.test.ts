/** Which compression a client's Accept-Encoding asks for: of an answer (compress.ts) and of a static file (static-files.ts). */
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '@/server/http/compress';
import { acceptedEncodings } from '@/server/http/static-files';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['zstd', 'zstd'],
    ['zstd;q=0.5, gzip', 'gzip'],
    ['zstd;q=0.5, br;q=0.8', 'br'],
    ['zstd;q=0, gzip', 'gzip'],
    ['*;q=1, zstd;q=1', 'zstd'],
    ['br, gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['br, deflate', 'br'],
    ['br;q=1, gzip;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'gzip'],
    ['*;q=0.5, gzip;q=0', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('acceptedEncodings of a static file', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip;q=1, br;q=0.5', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, gzip', ['gzip', 'br']],
    ['zstd, deflate', []],
    [undefined, []],
  ])('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
