// Every console address in one place.
export const paths = {
  login: '/login',
  register: '/register',
  home: '/admin',
  camps: '/admin/camps',
  students: '/admin/students',
  announcements: '/admin/announcements',
  testPapers: '/admin/test-papers',
  testResults: '/admin/test-results',
  gallery: '/admin/gallery',
  galleryUpload: '/admin/gallery/new',
  brochures: '/admin/brochures',
  reports: '/admin/reports',
  events: '/admin/events',
  approvals: '/admin/approvals',
  inbox: '/admin/inbox',
  profile: '/admin/profile',
  auditLog: '/admin/audit-log',
  /** A list's "new" and "edit" screens. */
  create: (list: string) => `${list}/new`,
  edit: (list: string, id: number | string) => `${list}/${id}/edit`,
  campStudents: (campId: number) => `/admin/students?camp=${campId}`,
  /** Public website pages the console links to (full page loads). */
  publicCampGallery: (campId: number) => `/downloads/gallery/${campId}`,
  website: '/',
} as const;
