// How the slot coordinators' plain form (decision 0023) names its rank fields, and how the website
// server reads them back: one `slot_<id>` (or `department_<id>`) field per choice, its value the rank.

/** The name of a slot's or department's rank field in the plain form. */
export const rankField = (group: 'slot' | 'department', id: number) => `${group}_${id}`;

/** The ids of one group of rank fields (`slot_3` = "2"), in the order of their ranks (ties: in page order). */
export function rankedIds(body: Record<string, string[]>, group: 'slot' | 'department'): number[] {
  const pattern = new RegExp(`^${group}_(\\d{1,10})$`);
  const ranked: { id: number; rank: number; order: number }[] = [];
  let order = 0;
  for (const [name, values] of Object.entries(body)) {
    const match = pattern.exec(name);
    const rank = Number(values[0]);
    if (!match || !/^\d{1,3}$/.test(values[0] ?? '') || rank < 1) continue;
    ranked.push({ id: Number(match[1]), rank, order: order++ });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.id);
}
