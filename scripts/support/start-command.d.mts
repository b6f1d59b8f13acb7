export function startNodeFlags(): string[];
export function deployedService(): { nodeFlags: string[]; env: Record<string, string> };
