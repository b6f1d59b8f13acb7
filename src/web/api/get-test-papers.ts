import type { TestPaper } from '../../shared/schemas/content';
import type { ApiClient } from './api-client';
import { pageQuery } from './public-page';
import { testTableQuery, type TestTableView } from './test-table-view';

/** One section of the papers tab: a test type's page, sorted on the server. */
export const testPapersQuery = (api: ApiClient, view: TestTableView) =>
  pageQuery<TestPaper>(api, 'test-papers', '/api/test-papers/', view.page, testTableQuery('papers', view));
