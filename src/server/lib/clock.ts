/** Timestamps are stored as ISO-8601 UTC text on both engines. */
export const isoNow = () => new Date().toISOString();
