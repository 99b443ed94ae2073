// The `x-access` declaration of a contract operation: who may call it (openapi/openapi.yaml, "Who may call
// what"). Read once when the server starts; a missing or malformed declaration stops the start.
import Ajv2020Module from 'ajv/dist/2020.js';
import { ACCESS_AREAS, BUTTON_CONFIG_FLAGS, CAPABILITIES, DYNAMIC_PERMISSION_KEYS, LEGACY_ROLES, type AccessArea, type Capability, type LegacyRole } from '@toufang/domain';

// The package is CommonJS; its default export arrives wrapped under Node's ESM loader.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;

/** The vendor extension that holds the declaration. */
export const ACCESS_EXTENSION = 'x-access';

/**
 * A 2.0 permission code: a menu node's route name or a buttonConfig flag; '{media}' in front stands for the
 * media the request names (e.g. '{media}Delivery'), '{type}' at the end for the property type it names
 * (e.g. '{media}Property{type}', see mayCall).
 */
const PERMISSION_CODE = '^(?:\\{media\\})?[A-Za-z][A-Za-z0-9_]*(?:\\{type\\})?$';

export type AccessRule =
  /** Anyone, without a token (the operation has `security: []`). */
  | { kind: 'public' }
  /** Every logged-in user (companyWide and gadget: see below). */
  | { kind: 'anyUser'; companyWide?: readonly LegacyRole[]; gadget?: true }
  /** Only some users; every part that is present must hold (see mayCall). */
  | {
      kind: 'restricted';
      roles?: readonly LegacyRole[];
      area?: AccessArea;
      capability?: Capability;
      permission?: string;
      /** Only users with isShowPerformance (the figures' pages, as the route's showPerformance). */
      performance?: true;
      /** Whose records, not who may call: these roles see the company's, everyone else their own (task centre). */
      companyWide?: readonly LegacyRole[];
      /** What the page's route requires on top (数据平台: the server's deliveryDmp key and USER_LIB_BUTTON, shell.md 2.3). */
      requires?: AccessRequirement;
      /**
       * A session opened by an auth code (the embedded gadget, shell spec §2.4, §6) may call it too; such a
       * session is refused every operation without it (docs/design/live-home.md §4.7, decide.ts gadgetRefuses).
       * It adds no caller: the rule's other parts still hold.
       */
      gadget?: true;
    };

/** A route's `requires` (shell.md 2.3): a dynamic key the server grants and a buttonConfig flag that is on. */
export interface AccessRequirement {
  dynamicKey?: string;
  buttonConfig?: string;
}

/** The declaration as written in the contract. */
interface AccessDeclaration {
  public?: true;
  anyUser?: true;
  roles?: LegacyRole[];
  area?: AccessArea;
  capability?: Capability;
  permission?: string;
  performance?: true;
  companyWide?: LegacyRole[];
  requires?: AccessRequirement;
  gadget?: true;
}

/** Whose records the caller sees: these roles the company's, everyone else their own. */
const COMPANY_WIDE = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...LEGACY_ROLES] } };

const restricted = {
  type: 'object',
  additionalProperties: false,
  properties: {
    roles: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...LEGACY_ROLES] } },
    area: { enum: [...ACCESS_AREAS] },
    capability: { enum: [...CAPABILITIES] },
    permission: { type: 'string', pattern: PERMISSION_CODE },
    performance: { const: true },
    companyWide: COMPANY_WIDE,
    gadget: { const: true },
    requires: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { dynamicKey: { enum: [...DYNAMIC_PERMISSION_KEYS] }, buttonConfig: { enum: [...BUTTON_CONFIG_FLAGS] } },
    },
  },
  // Every declaration says who may call under the legacy model; a 2.0 code alone would lock every legacy
  // user out without saying so.
  anyOf: [{ required: ['roles'] }, { required: ['area'] }, { required: ['capability'] }],
  if: { required: ['permission'] },
  then: { anyOf: [{ required: ['roles'] }, { required: ['area'] }] },
};

const DECLARATION_SCHEMA = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['public'], properties: { public: { const: true } } },
    { type: 'object', additionalProperties: false, required: ['anyUser'], properties: { anyUser: { const: true }, companyWide: COMPANY_WIDE, gadget: { const: true } } },
    restricted,
  ],
};

const isDeclaration = new Ajv2020({ strict: false, allErrors: false }).compile<AccessDeclaration>(DECLARATION_SCHEMA);

/**
 * The rule of one operation. Throws when the declaration is malformed, or when `public` disagrees with
 * the operation's security (a public operation needs no token, and only a public one may go without).
 */
export function parseAccess(operationId: string, declaration: unknown, secured: boolean): AccessRule {
  if (!isDeclaration(declaration)) {
    throw new Error(
      `${operationId}: ${ACCESS_EXTENSION} must be { public: true }, { anyUser: true } or some of roles, area, capability ` +
        `(with an optional 2.0 permission beside roles or area); got ${JSON.stringify(declaration)}`,
    );
  }
  if (declaration.public) {
    if (secured) throw new Error(`${operationId}: ${ACCESS_EXTENSION} says public, but the operation asks for a token (add security: [])`);
    return { kind: 'public' };
  }
  if (!secured) throw new Error(`${operationId}: the operation has security: [], so its ${ACCESS_EXTENSION} must be { public: true }`);
  const gadget = declaration.gadget ? { gadget: true as const } : {};
  if (declaration.anyUser) return { kind: 'anyUser', ...(declaration.companyWide ? { companyWide: declaration.companyWide } : {}), ...gadget };
  const { roles, area, capability, permission, performance, companyWide, requires } = declaration;
  return {
    kind: 'restricted',
    roles,
    area,
    capability,
    permission,
    ...(performance ? { performance } : {}),
    ...(companyWide ? { companyWide } : {}),
    ...(requires ? { requires } : {}),
    ...gadget,
  };
}
