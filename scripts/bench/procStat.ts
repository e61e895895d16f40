import { readFileSync } from 'node:fs';

/**
 * The fields of a Linux `/proc/<pid>/stat` or `/proc/<pid>/task/<tid>/stat` after the command's closing parenthesis
 * (the command may hold spaces and parentheses): [0] state, [1] ppid, [2] pgrp, … [7] minflt, … [11] utime, [12]
 * stime, [13] cutime, [14] cstime (proc(5)'s fields 3 onward). Throws when the process is gone.
 */
export function statFields(path: string): string[] {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
