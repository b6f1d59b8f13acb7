// Personal data's tables of migration 022 (decision 0034), part of `Database` in schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Text = ColumnType<string, string | undefined, string>;

/** A retention period staff changed from the code's default (a kind without a row keeps it). */
export interface RetentionSettingTable {
  id: Generated<number>;
  kind: string;
  days: number;
  reason: Text;
  reason_hi: Text;
  updated_by: number | null;
  updated_at: string;
}

/** One person told of one breach (the destination as a keyed hash). */
export interface BreachNoticeTable {
  id: Generated<number>;
  breach_id: number;
  destination_hash: string;
  channel: 'email' | 'phone';
  lang: string;
  created_at: string;
}

export interface PrivacyTables {
  retention_settings: RetentionSettingTable;
  breach_notices: BreachNoticeTable;
}
