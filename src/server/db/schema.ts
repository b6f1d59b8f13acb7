// Row types of every table, as Kysely sees them. Both engines store the same shapes:
// timestamps as ISO-8601 UTC text, calendar dates as YYYY-MM-DD text, flags as 0/1 integers,
// and small structured values (image variants) as JSON text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;

export interface CampTable {
  id: Id;
  name: string;
  location: string;
  year: number;
  image: string | null;
  image_variants: string | null;
  created_at: string;
  updated_at: string;
}

export interface AnnouncementTable {
  id: Id;
  camp_id: number | null;
  title: string;
  text: string;
  venue: string | null;
  exam_time: string | null;
  time: string | null;
  created_at: string;
  updated_at: string;
}

export interface GalleryItemTable {
  id: Id;
  camp_id: number;
  title: string;
  description: string;
  date: string | null;
  type: string;
  image: string;
  width: number;
  height: number;
  variants: string;
  created_at: string;
  updated_at: string;
}

export interface TestPaperTable {
  id: Id;
  camp_id: number | null;
  title: string;
  type: string;
  exam_date: string | null;
  file: string;
  created_at: string;
  updated_at: string;
}

export interface TestResultTable {
  id: Id;
  camp_id: number | null;
  title: string;
  type: string;
  standard: string;
  result_date: string | null;
  file: string;
  created_at: string;
  updated_at: string;
}

export interface BrochureTable {
  id: Id;
  title: string;
  year: number | null;
  file: string;
  created_at: string;
  updated_at: string;
}

export interface ReportTable extends BrochureTable {
  location: string | null;
}

export interface EventTable {
  id: Id;
  title: string;
  description: string;
  date: string;
  end_date: string | null;
  venue: string | null;
  featured: ColumnType<number, number | undefined, number>;
  image: string | null;
  image_variants: string | null;
  created_at: string;
  updated_at: string;
}

/** Inbox status of an application or message; `spam` is set by the honeypot or by staff. */
export type InboxStatus = 'new' | 'in_review' | 'done' | 'spam';

interface InboxColumns {
  id: Id;
  status: InboxStatus;
  created_at: string;
  updated_at: string;
}

export interface VolunteerApplicationTable extends InboxColumns {
  full_name: string;
  email: string;
  role: string;
  message: string;
}

export interface PartnerApplicationTable extends InboxColumns {
  organization_name: string;
  contact_person: string;
  email: string;
  phone: string;
  organization_type: string;
  partnership_interest: string;
}

export interface ContactMessageTable extends InboxColumns {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface UserTable {
  id: Id;
  username: string;
  password_hash: string;
  full_name: string;
  email: string;
  phone: string;
  note: string;
  photo: string | null;
  role: 'admin' | 'coordinator';
  is_active: number;
  created_at: string;
  updated_at: string;
  /** 1: a coordinator approved without allocated camps, who may touch every camp. */
  all_camps: ColumnType<number, number | undefined, number>;
  photo_variants: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuthTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface UserCampTable {
  user_id: number;
  camp_id: number;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface ApprovalRequestTable {
  id: Id;
  user_id: number;
  status: ApprovalStatus;
  comments: string;
  /** JSON array of camp ids. */
  allocated_camps: string;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  actor: string;
  action: string;
  entity: string;
  entity_id: number | null;
  /** JSON object. */
  details: string;
  created_at: string;
}

export interface StudentTable {
  id: Id;
  camp_id: number;
  name: string;
  standard: number;
  school: string;
  village: string;
  district: string;
  gender: string;
  phone: string;
  guardian_name: string;
  guardian_phone: string;
  created_at: string;
  updated_at: string;
}

export interface SlotCoordinatorTable {
  id: Id;
  name: string;
  phone_number: string;
  email: string;
  is_active: number;
  preferences_note: string;
  preferences_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SlotOtpTable {
  id: Id;
  coordinator_id: number;
  challenge_hash: string;
  otp_hash: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface SlotSessionTable {
  id: Id;
  coordinator_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SlotTable {
  id: Id;
  name: string;
  camp_id: number | null;
  start_date: string;
  end_date: string;
  created_at: string;
  updated_at: string;
}

export interface DepartmentTable {
  id: Id;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface SlotPreferenceTable {
  coordinator_id: number;
  slot_id: number;
  rank: number;
}

export interface DepartmentPreferenceTable {
  coordinator_id: number;
  department_id: number;
  rank: number;
}

/** Rows of the tables whose unfiltered lists page through everything, kept by triggers (004). */
export interface RowCountTable {
  table_name: string;
  n: number;
}

/** The first reply to a request sent with an Idempotency-Key (see server/lib/idempotency.ts). */
export interface IdempotencyKeyTable {
  /** Method, route and caller: two callers' keys never meet. */
  scope: string;
  key: string;
  /** SHA-256 of the request's content, to tell a retry from another request under the same key. */
  body_hash: string;
  status: number;
  /** The reply's body as JSON. */
  reply: string;
  created_at: string;
}

export interface Database {
  camps: CampTable;
  announcements: AnnouncementTable;
  gallery_items: GalleryItemTable;
  test_papers: TestPaperTable;
  test_results: TestResultTable;
  brochures: BrochureTable;
  reports: ReportTable;
  events: EventTable;
  volunteer_applications: VolunteerApplicationTable;
  partner_applications: PartnerApplicationTable;
  contact_messages: ContactMessageTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  user_camps: UserCampTable;
  approval_requests: ApprovalRequestTable;
  audit_log: AuditLogTable;
  students: StudentTable;
  slot_coordinators: SlotCoordinatorTable;
  slot_otps: SlotOtpTable;
  slot_sessions: SlotSessionTable;
  slots: SlotTable;
  departments: DepartmentTable;
  slot_preferences: SlotPreferenceTable;
  department_preferences: DepartmentPreferenceTable;
  row_counts: RowCountTable;
  idempotency_keys: IdempotencyKeyTable;
}

export type Camp = Selectable<CampTable>;
export type Announcement = Selectable<AnnouncementTable>;
export type GalleryItem = Selectable<GalleryItemTable>;
export type TestPaper = Selectable<TestPaperTable>;
export type TestResult = Selectable<TestResultTable>;
export type Brochure = Selectable<BrochureTable>;
export type Report = Selectable<ReportTable>;
export type EventRow = Selectable<EventTable>;
export type NewCamp = Insertable<CampTable>;
export type CampUpdate = Updateable<CampTable>;
export type User = Selectable<UserTable>;
export type ApprovalRequest = Selectable<ApprovalRequestTable>;
export type Student = Selectable<StudentTable>;
export type SlotCoordinator = Selectable<SlotCoordinatorTable>;
