// Row types of every table, as Kysely sees them. Both engines store the same shapes:
// timestamps as ISO-8601 UTC text, calendar dates as YYYY-MM-DD text, flags as 0/1 integers,
// and small structured values (image variants) as JSON text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DonationTables } from './schema-donations';
import type { PrivacyTables } from './schema-privacy';

type Id = Generated<number>;

/** A Hindi version of a text (migration 011): null where staff gave none (the English shows). */
type Hindi = ColumnType<string | null, string | null | undefined, string | null>;

export interface CampTable {
  id: Id;
  name: string;
  location: string;
  year: number;
  image: string | null;
  image_variants: string | null;
  created_at: string;
  updated_at: string;
  name_hi: Hindi;
  location_hi: Hindi;
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
  title_hi: Hindi;
  text_hi: Hindi;
  venue_hi: Hindi;
  exam_time_hi: Hindi;
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
  title_hi: Hindi;
  description_hi: Hindi;
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
  title_hi: Hindi;
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
  title_hi: Hindi;
}

export interface BrochureTable {
  id: Id;
  title: string;
  year: number | null;
  file: string;
  created_at: string;
  updated_at: string;
  title_hi: Hindi;
}

export interface ReportTable extends BrochureTable {
  location: string | null;
  location_hi: Hindi;
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
  title_hi: Hindi;
  description_hi: Hindi;
  venue_hi: Hindi;
}

/** Inbox status of an application or message; `spam` is set by the honeypot or by staff. */
export type InboxStatus = 'new' | 'in_review' | 'done' | 'spam';

interface InboxColumns {
  id: Id;
  status: InboxStatus;
  /** The privacy notice the sender was shown (016); null before notices existed. */
  notice_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** When the account last logged in (008), null before its first login. */
  last_login_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 after an admin's password reset: the API serves only the password change until it is done (008). */
  must_change_password: ColumnType<number, number | undefined, number>;
}

export interface AuthTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A browser that signed in to an account (a device cookie, migration 013): only the token's hash. */
export interface LoginDeviceTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
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
  /** The camp the coordinator works for (009). */
  camp_id: number | null;
  /** When the coordinator last signed in with a code (009). */
  last_login_at: string | null;
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
  /** HH:MM in India time, or none (009). */
  start_time: string | null;
  end_time: string | null;
  /** How many coordinators the slot takes (009). */
  capacity: ColumnType<number, number | undefined, number>;
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

/** A coordinator allocated to a slot by an admin (009). */
export interface SlotAllocationTable {
  slot_id: number;
  coordinator_id: number;
  created_at: string;
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

// --- The trust's content, edited by staff (migration 007, decision 0013) ---

/** The one row (id 1) of the site's settings; `updated_at` is '' until they are first written. */
export interface SiteSettingsTable {
  id: Id;
  name: ColumnType<string, string | undefined, string>;
  short_name: ColumnType<string, string | undefined, string>;
  tagline: ColumnType<string, string | undefined, string>;
  hero_text: ColumnType<string, string | undefined, string>;
  quote: ColumnType<string, string | undefined, string>;
  quote_author: ColumnType<string, string | undefined, string>;
  contact_email: ColumnType<string, string | undefined, string>;
  contact_phone: ColumnType<string, string | undefined, string>;
  contact_address: ColumnType<string, string | undefined, string>;
  facebook_url: ColumnType<string, string | undefined, string>;
  instagram_url: ColumnType<string, string | undefined, string>;
  x_url: ColumnType<string, string | undefined, string>;
  youtube_url: ColumnType<string, string | undefined, string>;
  donate_url: ColumnType<string, string | undefined, string>;
  donate_business_id: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<string, string | undefined, string>;
  /** The site's description (search results, share cards) and the home page's two texts (migration 012). */
  description: ColumnType<string, string | undefined, string>;
  about_text: ColumnType<string, string | undefined, string>;
  project_text: ColumnType<string, string | undefined, string>;
  name_hi: Hindi;
  short_name_hi: Hindi;
  tagline_hi: Hindi;
  hero_text_hi: Hindi;
  quote_hi: Hindi;
  quote_author_hi: Hindi;
  contact_address_hi: Hindi;
  description_hi: Hindi;
  about_text_hi: Hindi;
  project_text_hi: Hindi;
  /** The privacy contact (016, rule 9 of the DPDP Rules). */
  privacy_contact_name: ColumnType<string, string | undefined, string>;
  privacy_contact_email: ColumnType<string, string | undefined, string>;
  privacy_contact_phone: ColumnType<string, string | undefined, string>;
  privacy_contact_address: ColumnType<string, string | undefined, string>;
  privacy_contact_name_hi: Hindi;
  privacy_contact_address_hi: Hindi;
}

/** The one row (id 1) of the About texts; lists are JSON text. */
export interface SiteAboutTable {
  id: Id;
  vision_points: ColumnType<string, string | undefined, string>;
  mission_points: ColumnType<string, string | undefined, string>;
  teaching_approach: ColumnType<string, string | undefined, string>;
  program_facts: ColumnType<string, string | undefined, string>;
  founder_name: ColumnType<string, string | undefined, string>;
  founder_title: ColumnType<string, string | undefined, string>;
  founder_message: ColumnType<string, string | undefined, string>;
  founder_photo: string | null;
  founder_photo_width: number | null;
  founder_photo_height: number | null;
  founder_photo_variants: string | null;
  coordinator_name: ColumnType<string, string | undefined, string>;
  coordinator_title: ColumnType<string, string | undefined, string>;
  coordinator_message: ColumnType<string, string | undefined, string>;
  coordinator_photo: string | null;
  coordinator_photo_width: number | null;
  coordinator_photo_height: number | null;
  coordinator_photo_variants: string | null;
  updated_at: ColumnType<string, string | undefined, string>;
  vision_points_hi: Hindi;
  mission_points_hi: Hindi;
  founder_name_hi: Hindi;
  founder_title_hi: Hindi;
  founder_message_hi: Hindi;
  coordinator_name_hi: Hindi;
  coordinator_title_hi: Hindi;
  coordinator_message_hi: Hindi;
}

/** What every ordered list row has: its place (ascending), its optional image, its times. */
interface ListRow {
  id: Id;
  position: number;
  created_at: string;
  updated_at: string;
}
interface ItemImage {
  image: string | null;
  width: number | null;
  height: number | null;
  image_variants: string | null;
  image_alt: ColumnType<string, string | undefined, string>;
}

export interface ProgramTable extends ListRow, ItemImage {
  title: string;
  slug: string;
  text: ColumnType<string, string | undefined, string>;
  /** JSON: [{ label, text, sub_points }]. */
  facts: ColumnType<string, string | undefined, string>;
  title_hi: Hindi;
  text_hi: Hindi;
  image_alt_hi: Hindi;
}

/** A testimonial or a volunteer experience. */
export interface VoiceTable extends ListRow, ItemImage {
  name: string;
  place: ColumnType<string, string | undefined, string>;
  quote: string;
  name_hi: Hindi;
  place_hi: Hindi;
  quote_hi: Hindi;
  image_alt_hi: Hindi;
}

export interface TrusteeTable extends ListRow, ItemImage {
  name: string;
  title: ColumnType<string, string | undefined, string>;
  /** JSON: a list of texts. */
  points: ColumnType<string, string | undefined, string>;
  name_hi: Hindi;
  title_hi: Hindi;
  points_hi: Hindi;
  image_alt_hi: Hindi;
}

export interface PartnershipOptionTable extends ListRow {
  title: string;
  description: ColumnType<string, string | undefined, string>;
  /** JSON: a list of texts. */
  points: ColumnType<string, string | undefined, string>;
  title_hi: Hindi;
  description_hi: Hindi;
  points_hi: Hindi;
}
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** A message of the e-mail outbox (010, docs/decisions/0017). */
/** One run of `npm run backup` (migration 015). */
export interface BackupRunTable {
  id: Id;
  started_at: string;
  finished_at: string;
  ok: number;
  // The archive on the machine that ran the backup (not a stored media file).
  archive_path: string | null;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  error: string | null;
}

/** A picture of the site itself (migration 017); none for a slot: the website's built-in one. */
export interface SitePictureTable extends Pick<GalleryItemTable, 'image' | 'width' | 'height' | 'variants' | 'created_at' | 'updated_at'> {
  id: Id;
  slot: string;
}

/** A page's heading and intro line as staff word them (migration 017); '' is the website's own. */
export interface PageTextTable {
  id: Id;
  page: string;
  title: ColumnType<string, string | undefined, string>;
  title_hi: ColumnType<string, string | undefined, string>;
  intro: ColumnType<string, string | undefined, string>;
  intro_hi: ColumnType<string, string | undefined, string>;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Id;
  kind: string;
  /** JSON array of addresses. */
  recipients: string;
  subject: string;
  text_body: string;
  html_body: string;
  message_id: string;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_error: string | null;
  queued_at: string;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

// --- Personal data (016, decision 0032) ---

/** A version of a form's privacy notice; never changed once written. */
export interface PrivacyNoticeTable {
  id: Id;
  form: string;
  version: number;
  /** JSON of the notice's content (features/privacy/notices.ts). */
  content: string;
  hash: string;
  created_by: number | null;
  created_at: string;
}

export type ConsentAction = 'given' | 'withdrawn';
export type ConsentChannel = 'web' | 'staff';

/** One purpose's consent given or withdrawn; append-only (a trigger refuses UPDATE and DELETE). */
export interface ConsentRecordTable {
  id: Id;
  subject_type: string;
  subject_id: number;
  purpose: string;
  action: ConsentAction;
  notice_id: number;
  channel: ConsentChannel;
  recorded_by: number | null;
  evidence_code_id: number | null;
  /** A signed paper form's scan, stored (023). */
  evidence_file: ColumnType<string | null, string | null | undefined, never>;
  /** The consent row this one was carried from (an application's, to its student; 023). */
  copied_from: ColumnType<number | null, number | null | undefined, never>;
  created_at: string;
}

/** A one-time code sent to a phone or an e-mail address. */
export interface OneTimeCodeTable {
  id: Id;
  channel: 'phone' | 'email';
  destination_hash: string;
  purpose: string;
  challenge_hash: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** A staff member's view of a personal record, or an export. */
export interface AccessLogTable {
  id: Id;
  user_id: number;
  action: 'view' | 'export';
  record_kind: string;
  record_id: number | null;
  filter: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export type RightsKind = 'access' | 'correction' | 'erasure' | 'nomination' | 'grievance';
export type RightsStatus = 'open' | 'in_progress' | 'answered' | 'refused';

/** A request to the rights desk (016). */
export interface RightsRequestTable {
  id: Id;
  kind: RightsKind;
  channel: 'phone' | 'email';
  contact: string;
  details: string;
  status: ColumnType<RightsStatus, RightsStatus | undefined, RightsStatus>;
  assignee_id: number | null;
  notes: ColumnType<string, string | undefined, string>;
  reply: ColumnType<string, string | undefined, string>;
  refusal_reason: ColumnType<string, string | undefined, string>;
  evidence_code_id: number;
  due_at: string;
  target_at: string;
  created_at: string;
  updated_at: string;
}

// --- Retention and breaches (018, decision 0034) ---

/** One run of the retention job (nightly, or started by an admin). */
export interface RetentionRunTable {
  id: Id;
  trigger: 'nightly' | 'admin';
  started_by: number | null;
  /** The night (YYYY-MM-DD, UTC) a nightly run is for; unique. */
  night: string | null;
  started_at: string;
  finished_at: string | null;
  ok: ColumnType<number, number | undefined, number>;
  error: string | null;
}

/** What one run erased of one kind. */
export interface ErasureLogTable {
  id: Id;
  run_id: number;
  kind: string;
  erased_rows: number;
  erased_files: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** A personal-data breach (rule 7 of the DPDP Rules). */
export interface BreachRecordTable {
  id: Id;
  summary: string;
  data_affected: ColumnType<string, string | undefined, string>;
  people_affected: ColumnType<string, string | undefined, string>;
  measures: ColumnType<string, string | undefined, string>;
  occurred_at: string | null;
  learned_at: string;
  board_notified_at: string | null;
  people_notified_at: string | null;
  recorded_by: number | null;
  created_at: string;
  updated_at: string;
  /** What the notices covered (022): a JSON list of kinds and an optional window. */
  affected_kinds: string | null;
  affected_from: string | null;
  affected_to: string | null;
  /** The notice's words for the people, in English and Hindi. */
  notice_text: string | null;
  notice_text_hi: string | null;
  notices_sent_at: string | null;
  notices_sent: ColumnType<number, number | undefined, number>;
}

// --- A student's own result by roll number (020, decision 0036) ---

export type MarksTestKind = 'screening' | 'weekly' | 'surprise';
export type MarksStatus = 'selected' | 'waitlisted' | 'not_selected' | 'absent';

/** A test with marks per subject; its rows are looked up by roll number after publish_at. */
export interface MarksTestTable {
  id: Id;
  title: string;
  camp_id: number | null;
  cycle: ColumnType<string, string | undefined, string>;
  kind: MarksTestKind;
  test_date: string;
  /** JSON: [{ key, name, max }]. */
  subjects: string;
  publish_at: string;
  requires_pin: ColumnType<number, number | undefined, number>;
  public_list: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** One student's marks in one test. */
export interface MarksRowTable {
  id: Id;
  test_id: number;
  roll: string;
  /** JSON: { subject key: mark }. */
  marks: string;
  total: number;
  status: MarksStatus;
  rank: number | null;
}

/** A roll number with the student's date of birth (and PIN): what a look-up is checked against. */
export interface RollRegisterTable {
  id: Id;
  roll: string;
  date_of_birth: string;
  pin_hash: string | null;
  camp_id: number | null;
  cycle: ColumnType<string, string | undefined, string>;
  source: 'admit_card' | 'import';
  application_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One committed import: its file's SHA-256, who, and the counts. */
export interface MarksImportTable {
  id: Id;
  kind: 'marks' | 'rolls';
  test_id: number | null;
  file_name: string;
  sha256: string;
  user_id: number;
  rows_read: number;
  rows_stored: number;
  rows_replaced: number;
  created_at: string;
}

// --- Students' applications (019, decision 0035) ---

export interface StudentApplicationCycleTable {
  id: Id;
  name: string;
  name_hi: Hindi;
  code: string;
  opens_at: string;
  closes_at: string;
  camp_id: number | null;
  /** JSON array of classes (9-12). */
  classes: string;
  /** JSON array of streams of classes 11-12 (pcm, pcb, other). */
  streams: string;
  eligibility: ColumnType<string, string | undefined, string>;
  eligibility_hi: Hindi;
  last_number: ColumnType<number, number | undefined, number>;
  last_roll: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface StudentApplicationCentreTable {
  id: Id;
  cycle_id: number;
  name: string;
  name_hi: Hindi;
  address: string;
  address_hi: Hindi;
  district: string;
  test_at: string;
  seats: number;
  paper_language: 'en' | 'hi' | 'both';
  created_at: string;
  updated_at: string;
}

export interface StudentApplicationTable {
  id: Id;
  cycle_id: number;
  number: string;
  status: string;
  language: 'en' | 'hi';
  full_name: string;
  date_of_birth: string;
  gender: string;
  class: number;
  stream: string | null;
  school_name: string;
  school_type: string;
  board: string;
  district: string;
  block: string;
  village: string;
  last_exam_percentage: number | null;
  centre_id: number | null;
  paper_language: string;
  accessibility_needs: ColumnType<string, string | undefined, string>;
  parent_name: string;
  parent_relationship: string;
  parent_mobile: string;
  parent_email: ColumnType<string, string | undefined, string>;
  heard_from: string;
  notice_id: number;
  consent_by: 'parent' | 'self' | 'paper' | null;
  consent_scan: string | null;
  has_seat: ColumnType<number, number | undefined, number>;
  roll_number: string | null;
  pin_hash: string | null;
  duplicate_of: number | null;
  submitted_at: string | null;
  withdrawn_at: string | null;
  erased_at: string | null;
  /** The student the application became (023). */
  student_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  updated_at: string;
}

export interface StudentApplicationNoteTable {
  id: Id;
  application_id: number;
  user_id: number | null;
  text: string;
  created_at: string;
}

export interface Database extends DonationTables, PrivacyTables {
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
  login_devices: LoginDeviceTable;
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
  slot_allocations: SlotAllocationTable;
  row_counts: RowCountTable;
  idempotency_keys: IdempotencyKeyTable;
  site_settings: SiteSettingsTable;
  site_about: SiteAboutTable;
  programs: ProgramTable;
  testimonials: VoiceTable;
  volunteer_experiences: VoiceTable;
  trustees: TrusteeTable;
  partnership_options: PartnershipOptionTable;
  mail_outbox: MailOutboxTable;
  backup_runs: BackupRunTable;
  site_pictures: SitePictureTable;
  page_texts: PageTextTable;
  privacy_notices: PrivacyNoticeTable;
  consent_records: ConsentRecordTable;
  one_time_codes: OneTimeCodeTable;
  access_log: AccessLogTable;
  rights_requests: RightsRequestTable;
  retention_runs: RetentionRunTable;
  erasure_log: ErasureLogTable;
  breach_records: BreachRecordTable;
  marks_tests: MarksTestTable;
  marks_rows: MarksRowTable;
  roll_register: RollRegisterTable;
  marks_imports: MarksImportTable;
  student_application_cycles: StudentApplicationCycleTable;
  student_application_centres: StudentApplicationCentreTable;
  student_applications: StudentApplicationTable;
  student_application_notes: StudentApplicationNoteTable;
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
