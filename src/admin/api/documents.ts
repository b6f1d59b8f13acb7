// The PDFs staff publish (multipart, `file`): brochures and reports for the Downloads page, test
// papers and results for the For Students page. None has a call for a single record.
import type { Brochure, Report, TestPaper, TestResult } from '../../shared/schemas/content';
import { collection } from './collection';

export const brochuresApi = collection<Brochure>('/api/brochures/', { singleCall: false });
export const reportsApi = collection<Report>('/api/reports/', { singleCall: false });
export const testPapersApi = collection<TestPaper>('/api/test-papers/', { singleCall: false });
export const testResultsApi = collection<TestResult>('/api/test-results/', { singleCall: false });
