import type { WebsiteMessages } from '../../shared/messages/en-website';

/** The document title of a page: its own title, then the site's name. */
export const documentTitle = (m: WebsiteMessages, title: string) => `${title} | ${m.web.siteName}`;
