// Business constants of the specification (§5, §9), shared by the website and the API.

export const VOLUNTEER_ROLES = [
  'Teacher',
  'Mentor',
  'Content Creator',
  'Technical Support',
  'Administrative Support',
  'Field Coordinator',
  'Other',
] as const;

/** "Content Creator" -> "content_creator": how a role is sent and stored. */
export function roleValue(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
export const VOLUNTEER_ROLE_VALUES = VOLUNTEER_ROLES.map(roleValue);

export const ORGANIZATION_TYPES = [
  'Corporate/Business',
  'NGO/Non-Profit',
  'Educational Institution',
  'Government Agency',
  'Foundation/Trust',
  'Individual Philanthropist',
  'Other',
] as const;

export const PARTNERSHIP_OPTIONS = [
  'Sponsor a Student Education',
  'Provide Digital & Learning Resources to Students',
  'Provide Digital & Learning Resources to the teaching project',
  'Sponsor Student Food Cost',
  'Sponsor Volunteer Travel or Food Cost',
] as const;
export const GENERAL_PARTNERSHIP_INQUIRY = 'General Partnership Inquiry';

export const PAPER_TYPES = ['screening', 'surprise', 'weekly'] as const;
export type PaperType = (typeof PAPER_TYPES)[number];

export const GALLERY_CATEGORIES = ['regularclasses', 'doubts', 'exams'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'regularclasses';

export const INBOX_STATUSES = ['new', 'in_review', 'done', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const DONATION_PRESETS = [500, 1000, 2000, 5000] as const;
export const DONATION_CURRENCY = 'INR';

export const HOME_ANNOUNCEMENT_LIMIT = 5;
export const MOBILE_BREAKPOINT_PX = 980;
export const CAROUSEL_GAP_PX = 20;
export const CONTACT_SUCCESS_CLEAR_MS = 2000;
export const PARTNER_FORM_CLOSE_MS = 3000;
export const PRELOADER_SETTLE_MS = 300;

/** Name of the hidden field that only bots fill in; a filled one marks the submission as spam. */
export const HONEYPOT_FIELD = 'website';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
