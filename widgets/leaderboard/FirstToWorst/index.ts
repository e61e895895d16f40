export { FirstToWorst, FIRST_TO_WORST_HEADING, type FirstToWorstProps } from './FirstToWorst';
