import { onceUntilFailure } from './once-until-failure';

describe('onceUntilFailure', () => {
  it('loads once and shares the result between callers', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const get = onceUntilFailure(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure instead of replaying it', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed')).mockResolvedValueOnce('module');
    const get = onceUntilFailure(load);
    await expect(get()).rejects.toThrow('Loading chunk 7 failed');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
