// Every feature's routes. A feature is a folder: its routes, its queries, its tests.
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { approvalRoutes } from './approvals/routes';
import { auditRoutes } from './audit-log/routes';
import { studentRoutes } from './students/routes';
import { inboxRoutes } from './inbox/routes';
import { mailRoutes } from './mail/routes';
import { slotBoardRoutes } from './slot-coordinators/board-routes';
import { slotCoordinatorRoutes } from './slot-coordinators/routes';
import { slotCoordinatorStaffRoutes } from './slot-coordinators/staff-routes';
import { sms } from './slot-coordinators/sms';
import { announcementStaffRoutes } from './announcements/staff-routes';
import { campStaffRoutes } from './camps/staff-routes';
import { downloadStaffRoutes } from './downloads/staff-routes';
import { eventStaffRoutes } from './events/staff-routes';
import { galleryStaffRoutes } from './gallery/staff-routes';
import { siteContentRoutes } from './site-content/routes';
import { siteContentStaffRoutes } from './site-content/staff-routes';
import { testStaffRoutes } from './tests/staff-routes';
import { announcementRoutes } from './announcements/routes';
import { applicationRoutes } from './applications/routes';
import { campRoutes } from './camps/routes';
import { downloadRoutes } from './downloads/routes';
import { eventRoutes } from './events/routes';
import { galleryRoutes } from './gallery/routes';
import { testRoutes } from './tests/routes';
import { privacyRoutes } from './privacy/routes';

export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(applicationRoutes);
  await app.register(announcementRoutes);
  await app.register(campRoutes);
  await app.register(galleryRoutes);
  await app.register(downloadRoutes);
  await app.register(eventRoutes);
  await app.register(testRoutes);
  await app.register(siteContentRoutes);
  await app.register(privacyRoutes);
  // Staff calls.
  await app.register(accountRoutes);
  await app.register(approvalRoutes);
  await app.register(auditRoutes);
  await app.register(studentRoutes);
  await app.register(inboxRoutes);
  await app.register(mailRoutes);
  await app.register(sms);
  await app.register(slotCoordinatorRoutes);
  await app.register(slotCoordinatorStaffRoutes);
  await app.register(slotBoardRoutes);
  await app.register(campStaffRoutes);
  await app.register(announcementStaffRoutes);
  await app.register(testStaffRoutes);
  await app.register(galleryStaffRoutes);
  await app.register(downloadStaffRoutes);
  await app.register(eventStaffRoutes);
  await app.register(siteContentStaffRoutes);
}
