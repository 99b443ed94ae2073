// 广告诊断's table (migrations/047_diagnosis.sql, docs/design/tools.md §5.1): which finding a one-click fix answered.
import type { Generated } from 'kysely';
import type { CreatedAt } from './columns';

export interface DiagnosisFixesTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  media: string;
  account_id: number;
  level: string;
  object_id: string;
  finding_code: string;
  edit_id: number | null;
  at: CreatedAt;
}

export interface DiagnosisTables {
  diagnosis_fixes: DiagnosisFixesTable;
}
