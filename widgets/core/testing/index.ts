export { createFakeFetch, type FakeFetch, type FakeReply } from './fakeFetch';
export { renderWithInsights, testConfig, testQueryClient, TEST_API_BASE_URL } from './renderWithInsights';
