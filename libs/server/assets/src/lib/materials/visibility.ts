// Which materials a person sees and which they may change (issue 20, "Roles"): designers their own (designed
// or uploaded) and the shared ones; a design manager every designer's of the company, their own uploads and
// the shared ones; ADMIN, MANAGER and OPERATE the whole company's. Every query of the area starts here.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '@toufang/server-db';
import type { SessionUser } from '@toufang/server-http';

type MaterialsEb = ExpressionBuilder<Database & { m: Database['materials'] }, 'm'>;

/** The session's view of the company's materials (alias `m`). */
export function visibleMaterials(session: SessionUser): (eb: MaterialsEb) => Expression<SqlBool> {
  return (eb) => {
    const company = eb('m.customer_id', '=', session.customerId);
    if (session.role === 'DESIGNER') {
      return eb.and([company, eb.or([eb('m.designer_id', '=', session.userId), eb('m.uploader_id', '=', session.userId), eb('m.shared', '=', true)])]);
    }
    if (session.role === 'DESIGNMANAGER') {
      const team = eb
        .selectFrom('users as du')
        .select('du.id')
        .where('du.customer_id', '=', session.customerId)
        // A design manager is stored as a DESIGNER with is_design_manager set.
        .where('du.role', '=', 'DESIGNER');
      return eb.and([company, eb.or([eb('m.designer_id', 'in', team), eb('m.uploader_id', '=', session.userId), eb('m.shared', '=', true)])]);
    }
    return company;
  };
}

/** The materials the session may change: a designer only their own (designed or uploaded). */
export function changeableMaterials(session: SessionUser): (eb: MaterialsEb) => Expression<SqlBool> {
  return (eb) => {
    if (session.role !== 'DESIGNER') return visibleMaterials(session)(eb);
    return eb.and([eb('m.customer_id', '=', session.customerId), eb.or([eb('m.designer_id', '=', session.userId), eb('m.uploader_id', '=', session.userId)])]);
  };
}
