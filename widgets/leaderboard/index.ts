/** @insights/widgets/leaderboard — First to Worst leaderboard. Only this area's code (and the shared core) comes with it. */
export { FirstToWorst, type FirstToWorstProps } from './FirstToWorst';
