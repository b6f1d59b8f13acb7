import type { TestResult } from '../../shared/schemas/content';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';
import { testTableQuery, type TestTableView } from './test-table-view';

/** One section of the results tab: a test type's page, sorted on the server. */
export const testResultsQuery = (api: ApiClient, view: TestTableView) =>
  pageQuery<TestResult>(api, 'test-results', '/api/test-results/', view.page, testTableQuery('results', view));
