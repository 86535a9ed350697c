import { describe, expect, it } from 'vitest';
import { fileUrl } from '@/lib/file-url';

describe('fileUrl', () => {
  it('serves a stored key under /api/files, encoded', () => {
    expect(fileUrl('avatars/3f2a.webp')).toBe('/api/files/avatars%2F3f2a.webp');
  });
});
