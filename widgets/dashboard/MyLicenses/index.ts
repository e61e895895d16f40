export { MyLicenses, type MyLicensesProps } from './MyLicenses';
