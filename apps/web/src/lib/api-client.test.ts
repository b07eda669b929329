import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getContent } from './api-client.ts';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('asks for content in the given language under /api', async () => {
    const fetchMock = stubFetch(answer(200, [{ id: '1' }]));
    await expect(getContent('/categories/active', { lang: 'fr', query: { limit: 6 } })).resolves.toEqual([
      { id: '1' },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/categories/active?limit=6&lang=fr');
  });

  it('leaves empty and absent query values out', async () => {
    const fetchMock = stubFetch(answer(200, {}));
    await apiRequest('/search', { query: { q: 'tv', category: '', minPrice: undefined, page: 2 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?q=tv&page=2');
  });

  it("reports a failed content call as 'HTTP error! status: {code}'", async () => {
    stubFetch(answer(503, { error: 'Database unavailable', code: 'UNAVAILABLE' }));
    const error = await getContent('/hero', { lang: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'HTTP error! status: 503', status: 503, code: 'UNAVAILABLE' });
  });

  it("surfaces the server's error text for other calls", async () => {
    stubFetch(answer(400, { error: 'must be a valid e-mail address', code: 'VALIDATION' }));
    await expect(apiRequest('/newsletter', { method: 'POST', body: { email: 'x' } })).rejects.toThrow(
      'must be a valid e-mail address',
    );
  });

  it('falls back to the status when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/newsletter', { method: 'POST', body: {} })).rejects.toThrow(
      'HTTP error! status: 502',
    );
  });

  it('sends JSON bodies with their content type', async () => {
    const fetchMock = stubFetch(answer(201, { success: true, message: 'ok' }));
    await apiRequest('/newsletter', { method: 'POST', body: { email: 'a@b.co' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});
