import { describe, expect, it } from 'vitest';
import { readJson } from '../support/read-json.ts';
import { startTestApp, useTestApp } from '../support/test-app.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

const server = useTestApp();

describe('GET /api/health', () => {
  it('answers 200 {status: ok} when the database answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok' });
  });
});

describe('API conventions', () => {
  it('answers unknown /api paths with a Persian 404 JSON body', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await readJson(response);
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers a malformed JSON body with a Persian 400, not a 500', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toMatch(/JSON/);
  });

  it('publishes the OpenAPI document built from the contract', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = await readJson<OpenApiDocument>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']?.get?.responses['200']).toBeDefined();
    const docsPage = await fetch(`${server.url}/api/docs/`);
    expect(docsPage.status).toBe(200);
    expect(await docsPage.text()).toMatch(/swagger/i);
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with a Persian message once the database is gone', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    try {
      const response = await fetch(`${broken.url}/api/health`);
      expect(response.status).toBe(503);
      expect((await readJson(response)).message).toMatch(/پایگاه داده/);
    } finally {
      await broken.app.close();
    }
  });
});
