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
}

export interface AuthTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
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
