/**
 * Unsaved edits of the add-on matrix (spec 2 §4): per client, the full list of add-on ids it would have.
 * A client whose ticks are back to what the server holds is no longer edited.
 */
export type Edits = Readonly<Record<string, readonly number[]>>;
export type Access = Readonly<Record<string, readonly number[]>>;

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export function selectedOf(access: Access, edits: Edits, clientId: string): readonly number[] {
  return edits[clientId] ?? access[clientId] ?? [];
}

export function isTicked(access: Access, edits: Edits, clientId: string, addOnId: number): boolean {
  return selectedOf(access, edits, clientId).includes(addOnId);
}

export function toggle(access: Access, edits: Edits, clientId: string, addOnId: number, ticked: boolean): Edits {
  const current = selectedOf(access, edits, clientId);
  const next = sorted(ticked ? [...current, addOnId] : current.filter((id) => id !== addOnId));
  const rest = Object.fromEntries(Object.entries(edits).filter(([id]) => id !== clientId));
  return same(next, sorted(access[clientId] ?? [])) ? rest : { ...rest, [clientId]: next };
}

/** One save call per edited client, with its full list. */
export function savesOf(edits: Edits): { clientId: string; addOnIds: number[] }[] {
  return Object.entries(edits).map(([clientId, ids]) => ({ clientId, addOnIds: sorted(ids) }));
}
