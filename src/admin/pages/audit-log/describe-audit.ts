// One audit entry as a sentence: "admin created announcement #12".
import { fill, m } from '../../lib/messages';

export interface AuditLike {
  actor: string;
  action: string;
  entity: string;
  entity_id: number | null;
}

const actions: Record<string, string> = m.audit.actions;

export function describeAudit(e: AuditLike): string {
  const entity = e.entity.replace(/_/g, ' ');
  return fill(m.audit.sentence, {
    actor: e.actor || m.audit.system,
    action: actions[e.action] ?? e.action,
    entity: e.entity_id === null ? entity : fill(m.audit.numbered, { entity, id: e.entity_id }),
  });
}
