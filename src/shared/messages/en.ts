// Every user-visible text of the website and the API's user-facing errors, in English.
// A translation is another object of the same shape (see `Messages`).
export const en = {
  validation: {
    required: 'Please fill in all required fields',
    email: 'Please enter a valid email address',
    role: 'Please choose a role from the list',
    organizationType: 'Please choose an organization type from the list',
    tooLong: 'This field is too long',
    donationAmount: 'Please enter a valid donation amount',
  },
  submit: {
    csrfFailed: 'CSRF token validation failed. Please try again.',
    serverError: 'Server error occurred. Please try again later.',
    networkError: 'Network error. Please check your connection and try again.',
    volunteerFailed: 'Failed to submit volunteer application. Please try again.',
    partnerFailed: 'Failed to submit partnership application. Please try again.',
    contactFailed: 'Failed to send message. Please try again.',
    applicationFailedLater: 'Failed to submit application. Please try again later.',
    contactFailedLater: 'Failed to send message. Please try again later.',
    volunteerSuccess: 'Thank you for volunteering! We will get back to you soon.',
    partnerSuccess: 'Thank you for your interest in partnering with us! We will contact you soon.',
    contactSuccess: 'Message sent successfully! We will get back to you soon.',
  },
  auth: {
    noTokenReceived: 'No token received from server.',
    noTokenFound: 'No authentication token found.',
  },
  lists: {
    announcementsFailed: 'Failed to load announcements. Please try again later.',
    galleryFailed: 'Failed to load gallery images. Please try again later.',
    someContentFailed: 'Failed to load some content. Please try again later.',
    reportsFailed: 'Failed to load reports. Please try again later.',
    loadingReports: 'Loading reports...',
    loadingAnnouncements: 'Loading announcements...',
    noAnnouncements: 'No announcements available at this time.',
    noPapers: 'No previous year papers available at this time.',
    noResults: 'No results available at this time.',
    noBrochures: 'No brochures available',
    noReports: 'No reports available',
    noReportsSentence: 'No reports available.',
    noGallery: 'No gallery images available',
    noCategoryImages: 'No images available for this category.',
    noGalleryFound: 'No Gallery Images Found',
    noData: 'No data found',
  },
  api: {
    notFound: 'Not found.',
    badJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'This content type is not supported.',
    csrf: 'CSRF token validation failed. Please try again.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    serverError: 'Server error occurred. Please try again later.',
    badRequest: 'The request is not valid.',
    unauthenticated: 'Authentication credentials were not provided or are not valid.',
    forbidden: 'You do not have permission to do this.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
