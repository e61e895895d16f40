import { readdirSync, readFileSync } from 'node:fs';

// Linux: processes are read from /proc (the tests of npm start, the server's parent watch and npm run storybook).

/** Every process below `pid` (children, their children…), from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing ')' are state, ppid, …
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => (parents.get(p) ?? []).forEach((child) => (found.push(child), walk(child)));
  walk(pid);
  return found;
}

/** A running process (not a zombie waiting for its parent to read its exit). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
