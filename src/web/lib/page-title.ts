/** The document title of a page: its own title, then the site's name (from the site settings). */
export const documentTitle = (siteName: string, title: string) => (siteName ? `${title} | ${siteName}` : title);
