// The application pages' Hindi (the form, its status and consent, the admit card): a file of its
// own, loaded by those pages only (catalogue.ts).
import { studentApplicationsHi } from '../../shared/messages/hi-student-applications';
import { studentPipelineHi } from '../../shared/messages/hi-student-pipeline';
import type { Messages } from '../lib/app-context';

export const hindiApply: Pick<Messages, 'studentApplications' | 'studentPipeline'> = {
  studentApplications: studentApplicationsHi,
  studentPipeline: studentPipelineHi,
};
