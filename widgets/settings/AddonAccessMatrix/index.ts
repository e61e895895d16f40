export { AddonAccessMatrix, type AddonAccessMatrixProps } from './AddonAccessMatrix';
