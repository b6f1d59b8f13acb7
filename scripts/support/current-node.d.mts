export const minimum: [number, number];
export const pinned: string;
export function isCurrent(version?: string): boolean;
export function ensureCurrentNode(): Promise<void>;
