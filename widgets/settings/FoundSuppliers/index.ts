export { FoundSuppliers, type FoundSuppliersProps } from './FoundSuppliers';
