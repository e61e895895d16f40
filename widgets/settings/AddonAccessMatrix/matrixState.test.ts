import { describe, expect, it } from 'vitest';
import { readAddOnAccess } from '../../core/api/users';
import { isTicked, savesOf, selectedOf, toggle } from './matrixState';

const access = { a: [1, 2], b: [] };

describe('add-on matrix edits', () => {
  it('shows the server state until a cell is changed', () => {
    expect(isTicked(access, {}, 'a', 1)).toBe(true);
    expect(isTicked(access, {}, 'b', 1)).toBe(false);
    expect(selectedOf(access, {}, 'unknown')).toEqual([]);
  });

  it("keeps a client's full list while edited and forgets it once back to the server state", () => {
    const once = toggle(access, {}, 'a', 2, false);
    expect(once).toEqual({ a: [1] });
    const twice = toggle(access, once, 'b', 3, true);
    expect(twice).toEqual({ a: [1], b: [3] });
    expect(isTicked(access, twice, 'a', 2)).toBe(false);
    expect(toggle(access, twice, 'a', 2, true)).toEqual({ b: [3] });
  });

  it('saves one call per edited client with the full add-on list', () => {
    expect(savesOf({})).toEqual([]);
    expect(savesOf({ a: [3, 1], b: [] })).toEqual([{ clientId: 'a', addOnIds: [1, 3] }, { clientId: 'b', addOnIds: [] }]);
  });
});

describe('reading the load reply', () => {
  it('accepts either casing and a data wrapper (spec 2 §3, §7)', () => {
    const reply = {
      data: {
        Addons: [{ AddOnId: 2, Name: 'Ranking' }, { addOnID: 1, name: 'Pricing' }],
        clients: [{ ClientID: 'c1', ClientName: 'Northwind Energy' }, { clientID: 'c2', clientName: 'Contoso Power' }],
        Mappings: [{ clientId: 'c1', addOnId: 2 }, { CLIENTID: 'c1', ADDONID: 1 }, { clientID: 'c3', addOnID: 1 }],
      },
    };
    expect(readAddOnAccess(reply)).toEqual({
      addOns: [{ id: 2, name: 'Ranking' }, { id: 1, name: 'Pricing' }],
      clients: [{ id: 'c1', name: 'Northwind Energy' }, { id: 'c2', name: 'Contoso Power' }],
      access: { c1: [1, 2], c2: [], c3: [1] },
    });
  });

  it('reads the unwrapped reply and copes with nothing', () => {
    expect(readAddOnAccess({ addons: [], clients: [{ clientID: 'c1', clientName: 'N' }], mappings: [] })).toEqual({
      addOns: [], clients: [{ id: 'c1', name: 'N' }], access: { c1: [] },
    });
    expect(readAddOnAccess(null)).toEqual({ addOns: [], clients: [], access: {} });
  });
});
