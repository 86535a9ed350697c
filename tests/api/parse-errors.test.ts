/**
 * Issue 7 item 13: input the endpoint cannot even read (malformed JSON, a null body, a broken
 * superjson envelope, a bad batch) answers validation:invalidInput, never the parser's own words
 * or a stack. Raw HTTP through the real tRPC fetch handler.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { trpcEndpoint } from './helpers/http';

const db = useTestDatabase();

const json = { 'content-type': 'application/json' };
const unreadable: [string, RequestInit][] = [
  ['auth.login', { method: 'POST', headers: json, body: 'null' }],
  ['auth.login', { method: 'POST', headers: json, body: '{not json' }],
  [
    'auth.login',
    {
      method: 'POST',
      headers: json,
      body: '{"json":{"email":"a@b.example","password":"secret-1"},"meta":{"values":{"json":["no-such-type"]}}}',
    },
  ],
  ['auth.login?batch=1', { method: 'POST', headers: json, body: 'null' }],
  ['auth.login?batch=1', { method: 'POST', headers: json, body: '[1,2' }],
  ['auth.login', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'null' }],
];

describe(`unreadable input on ${testDatabaseKind}`, () => {
  it.each(unreadable)('%s with %j answers 400 validation:invalidInput and nothing else', async (path, init) => {
    const response = await trpcEndpoint(db())(path, init);
    expect(response.status).toBe(400);
    const text = await response.text();
    const body = JSON.parse(text) as
      | { error: { json: { message: string; data: Record<string, unknown> } } }
      | { error: { json: { message: string; data: Record<string, unknown> } } }[];
    const { error } = Array.isArray(body) ? body[0]! : body;
    expect(error.json.message).toBe('validation:invalidInput');
    expect(error.json.data).not.toHaveProperty('stack');
    expect(text).not.toMatch(/destructure|JSON at position|Unknown transformation|needs to be an object|FormData/);
  });

  it("a path that does not exist answers 404 with a message key, not the library's sentence", async () => {
    const response = await trpcEndpoint(db())('no.such', { method: 'POST', headers: json, body: '{}' });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: { json: { message: string } } };
    expect(error.json.message).toBe('errors:unexpected');
  });

  it('fields that fail their schema still name their message keys', async () => {
    const response = await trpcEndpoint(db())('auth.login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ json: { email: 'nope', password: 'secret-1' } }),
    });
    const { error } = (await response.json()) as {
      error: { json: { message: string; data: { zodError: { fieldErrors: Record<string, string[]> } } } };
    };
    expect(error.json.message).toBe('validation:invalidInput');
    expect(error.json.data.zodError.fieldErrors).toEqual({ email: ['validation:emailInvalid'] });
  });

  it("a field whose schema names no key reads as zod's English (zod/mini brings no texts; the server loads them)", async () => {
    const response = await trpcEndpoint(db())('auth.login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ json: { email: 'a@b.example', password: 42 } }),
    });
    const { error } = (await response.json()) as { error: { json: { data: { zodError: { fieldErrors: Record<string, string[]> } } } } };
    expect(error.json.data.zodError.fieldErrors).toEqual({ password: ['Invalid input: expected string, received number'] });
  });
});
