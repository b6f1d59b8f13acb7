// Every route of the website (§2) and the links that lead to a section of a page.

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  teaching: '/teaching',
  forStudents: '/for-students',
  announcement: (id: number | string) => `/announcement/${id}`,
  trustees: '/trustees',
  getInvolved: '/get-involved',
  downloads: '/downloads',
  campGallery: (campId: number | string) => `/downloads/gallery/${campId}`,
  contactUs: '/contact-us',
  comingSoon: '/coming-soon',
  login: '/login',
  register: '/register',
  // Footer and program-card links of §2 that the original sent to the home page; here they lead
  // to the matching section (see sectionRedirects).
  mission: '/mission',
  vision: '/vision',
  foundersMessage: '/founders-message',
  programs: '/programs',
  teachingMethods: '/teaching-methods',
  testimonials: '/testimonials',
  brochureReports: '/brochure-reports',
  program: (slug: string) => `/programs/${slug}`,
} as const;

/** Section ids the redirects below point at. */
export const sections = {
  vision: 'vision',
  mission: 'mission',
  foundersMessage: 'founders-message',
  coordinatorsMessage: 'coordinators-message',
  programs: 'programs',
  program: (slug: string) => `program-${slug}`,
  teachingApproach: 'teaching-approach',
  testimonials: 'testimonials',
  volunteers: 'volunteer-experience',
  reports: 'reports',
  brochures: 'brochures',
} as const;

export const PROGRAM_SLUGS = ['intensive-coaching', 'weekly-tests', 'mentorship'] as const;
export type ProgramSlug = (typeof PROGRAM_SLUGS)[number];

/** Paths that are not pages of their own but a section of one: path -> target with its #hash. */
export const sectionRedirects: Record<string, string> = {
  [paths.mission]: `${paths.aboutUs}#${sections.mission}`,
  [paths.vision]: `${paths.aboutUs}#${sections.vision}`,
  [paths.foundersMessage]: `${paths.aboutUs}#${sections.foundersMessage}`,
  [paths.programs]: `${paths.teaching}#${sections.programs}`,
  [paths.teachingMethods]: `${paths.teaching}#${sections.teachingApproach}`,
  [paths.testimonials]: `${paths.teaching}#${sections.testimonials}`,
  [paths.brochureReports]: `${paths.downloads}#${sections.brochures}`,
  ...Object.fromEntries(PROGRAM_SLUGS.map((slug) => [paths.program(slug), `${paths.teaching}#${sections.program(slug)}`])),
};
