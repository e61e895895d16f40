export { RawDataScreen, type RawDataScreenProps } from './RawDataScreen';
