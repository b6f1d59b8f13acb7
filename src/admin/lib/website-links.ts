// Where each piece of the site content shows on the public website: the page and the section (or
// the item's own anchor) that a "View on the website" link opens. Full page loads, like
// paths.website; the anchors are the ids the website's pages give those sections and items
// (src/web/paths.ts `sections`, which the console may not import: kept in step by hand).

/** Section ids of the website's pages (src/web/paths.ts `sections`, and the item anchors). */
const section = {
  vision: 'vision',
  mission: 'mission',
  foundersMessage: 'founders-message',
  coordinatorsMessage: 'coordinators-message',
  programs: 'programs',
  teachingApproach: 'teaching-approach',
  testimonials: 'testimonials',
  volunteers: 'volunteer-experience',
  footerSocial: 'footer-follow',
} as const;

export const websiteLinks = {
  home: '/',
  contact: '/contact-us',
  donate: '/get-involved?tab=donate',
  privacy: '/privacy',
  /** The footer of every page holds the social links. */
  social: `/#${section.footerSocial}`,
  about: '/about-us',
  vision: `/about-us#${section.vision}`,
  mission: `/about-us#${section.mission}`,
  foundersMessage: `/about-us#${section.foundersMessage}`,
  coordinatorsMessage: `/about-us#${section.coordinatorsMessage}`,
  teachingApproach: `/teaching#${section.teachingApproach}`,
  programs: `/teaching#${section.programs}`,
  program: (slug: string) => `/teaching#program-${slug}`,
  testimonials: `/teaching#${section.testimonials}`,
  /** The Teaching page's testimonials and volunteer experiences are carousels: their section. */
  testimonial: (_id: number) => `/teaching#${section.testimonials}`,
  volunteerExperiences: `/teaching#${section.volunteers}`,
  volunteerExperience: (_id: number) => `/teaching#${section.volunteers}`,
  trustees: '/trustees',
  trustee: (id: number) => `/trustees#trustee-${id}`,
  partnershipOptions: '/get-involved?tab=partner',
  partnershipOption: (id: number) => `/get-involved?tab=partner#partnership-option-${id}`,
} as const;
