// The organisation area's tables as the query builder sees them (migrations/012_organisation.sql). users
// itself is declared by the core tables; the columns 012 adds are declared here and the two declarations
// meet in the Database intersection.
import type { components } from '@toufang/api/contract';
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns';

type Role = components['schemas']['Role'];
type MenuNode = components['schemas']['MenuNode'];
type ButtonConfigFlag = components['schemas']['ButtonConfigFlag'];

export interface DepartmentsTable {
  id: Generated<number>;
  customer_id: number;
  parent_id: number | null;
  name: string;
  created_at: CreatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  customer_id: number;
  code: string;
  name: string;
  base_role: Role;
  description: Generated<string>;
  menu_tree: Json<MenuNode[]>;
  actions: Json<ButtonConfigFlag[]>;
  created_at: CreatedAt;
  // Timestamp already lets an insert leave it to the default.
  updated_at: Timestamp;
}

/** The columns 012 adds to users. */
export interface UsersOrganisationColumns {
  phone: string | null;
  role_id: number | null;
  disabled_at: Timestamp | null;
  must_change_password: Generated<boolean>;
  parent_id: number | null;
}

export interface ProjectMembersTable {
  project_id: number;
  user_id: number;
}

export interface OrganisationTables {
  departments: DepartmentsTable;
  roles: RolesTable;
  users: UsersOrganisationColumns;
  project_members: ProjectMembersTable;
}
