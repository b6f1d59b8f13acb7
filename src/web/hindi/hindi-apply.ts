// The Hindi of the pages with forms of their own: the application pages (the form, its status and
// consent, the admit card) and the donor's statement. A file of its own, loaded by those pages only
// (catalogue.ts, parts.ts).
import { donorStatementHi } from '../../shared/messages/hi-donor-statement';
import { studentApplicationsHi } from '../../shared/messages/hi-student-applications';
import { studentPipelineHi } from '../../shared/messages/hi-student-pipeline';
import type { Messages } from '../lib/app-context';

export const hindiApply: Pick<Messages, 'studentApplications' | 'studentPipeline' | 'donorStatement'> = {
  studentApplications: studentApplicationsHi,
  studentPipeline: studentPipelineHi,
  donorStatement: donorStatementHi,
};
