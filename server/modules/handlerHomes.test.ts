import { assertOneHomeEach } from './index';

describe('handler homes', () => {
  it('refuses an operation handled by two modules', () => {
    const handler = async () => ({});
    expect(() =>
      assertOneHomeEach({ items: { getItems: handler }, admin: { getItems: handler } }),
    ).toThrow('getItems is handled by both items and admin.');
  });

  it('accepts modules that each handle their own operations', () => {
    const handler = async () => ({});
    expect(() =>
      assertOneHomeEach({ items: { getItems: handler }, admin: { getAdminItems: handler } }),
    ).not.toThrow();
  });
});
