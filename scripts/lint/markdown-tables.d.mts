export function tableProblems(text: string): string[];
