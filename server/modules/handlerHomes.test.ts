import { claimsHandlers } from './claims/handlers';
import { itemsHandlers } from './items/handlers';
import { assertOneHomeEach } from './index';
import type { AppContext } from '../context';

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

  it('gives the claim to the claims module, and getItem to items', () => {
    // Building the handlers only binds them: nothing of the context is read until a request.
    const ctx = {} as AppContext;
    const claims = Object.keys(claimsHandlers(ctx));
    const items = Object.keys(itemsHandlers(ctx, { myClaimOf: async () => null }));
    expect(claims).toContain('claimItem');
    expect(items).not.toContain('claimItem');
    expect(items).toContain('getItem');
    expect(claims).not.toContain('getItem');
  });
});
