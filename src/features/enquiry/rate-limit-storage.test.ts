import { createRateLimitStorage, type WebStorage } from './rate-limit-storage';

function mapStorage(): WebStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createRateLimitStorage', () => {
  it('writes through to the web storage so the limit survives a reload', async () => {
    const web = mapStorage();
    await createRateLimitStorage(() => web).set('/contact/', '1000');
    expect(web.data.get('/contact/')).toBe('1000');
    expect(await createRateLimitStorage(() => web).get('/contact/')).toBe('1000');
  });

  it('still remembers sends when there is no web storage at all', async () => {
    const storage = createRateLimitStorage(() => undefined);
    expect(await storage.get('/contact/')).toBeNull();
    await storage.set('/contact/', '1000');
    expect(await storage.get('/contact/')).toBe('1000');
  });

  it('still remembers sends when touching storage throws (blocked in a privacy mode)', async () => {
    const storage = createRateLimitStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await storage.set('/contact/', '1000');
    expect(await storage.get('/contact/')).toBe('1000');
  });

  it('returns the newest timestamp when a write to web storage failed (quota full)', async () => {
    const web = mapStorage();
    web.data.set('/contact/', '1000');
    web.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const storage = createRateLimitStorage(() => web);
    await storage.set('/contact/', '5000');
    expect(await storage.get('/contact/')).toBe('5000');
  });

  it('removes from both places', async () => {
    const web = mapStorage();
    const storage = createRateLimitStorage(() => web);
    await storage.set('/contact/', '1000');
    await storage.remove('/contact/');
    expect(await storage.get('/contact/')).toBeNull();
    expect(web.data.has('/contact/')).toBe(false);
  });
});
