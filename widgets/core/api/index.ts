export {
  ApiError,
  isApiError,
  MESSAGE_FORBIDDEN,
  MESSAGE_NETWORK,
  MESSAGE_NOT_FOUND,
  MESSAGE_SIGN_IN_REQUIRED,
  MESSAGE_UNAUTHORIZED,
  type ApiErrorKind,
} from './ApiError';
export { createApiClient, type ApiClient, type ApiClientConfig, type RequestOptions } from './createApiClient';
export { useApi } from './useApi';
export { getStateWiseLicenseCount, licenseQueries, type StateLicenseCount } from './licenses';
export { apiContext, useApiContext, type ApiContext } from './queryScope';
