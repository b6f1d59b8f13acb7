export interface DuplicatePair {
  a: string;
  b: string;
  lines: number;
  same: boolean;
  runs: number;
}
export function duplicatePairs(
  files: { path: string; text: string }[],
  options?: { minLines?: number; tooCommon?: number; commonLine?: number; tellingLines?: number },
): DuplicatePair[];
export function countedLines(path: string, text: string): { line: number; shape: string; same: string }[];
