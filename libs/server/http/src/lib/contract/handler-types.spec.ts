// The handler types follow the generated contract types: body, query and answer by operationId. These
// assertions are checked by the typecheck (tsc -p apps/api/tsconfig.json), which reads the spec files too.
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '@toufang/api/contract';
import type { AnswerOf, BodyOf, ContractHandlers, HandlerFor, QueryOf } from './handler-types';
import type { Handler } from './register';

type Schemas = components['schemas'];

describe('handler types', () => {
  it('take the request body from the contract, {} when optional, undefined when there is none', () => {
    expectTypeOf<BodyOf<'addFilterTemplate'>>().toEqualTypeOf<Schemas['FilterTemplateAddRequest']>();
    expectTypeOf<BodyOf<'getUserInfo'>>().toEqualTypeOf<{ token?: string }>();
    expectTypeOf<BodyOf<'initMessages'>>().toEqualTypeOf<undefined>();
  });

  it('take the query from the contract', () => {
    expectTypeOf<QueryOf<'getMessageContent'>>().toEqualTypeOf<{ msg_id: number }>();
    expectTypeOf<QueryOf<'initMessages'>>().toEqualTypeOf<undefined>();
  });

  it("answer the envelope's data on /api paths and the whole body elsewhere", () => {
    expectTypeOf<AnswerOf<'listFilterTemplates'>>().toEqualTypeOf<Schemas['FilterTemplate'][] | null | void>();
    expectTypeOf<AnswerOf<'markMessageRead'>>().toEqualTypeOf<null | void>();
    expectTypeOf<AnswerOf<'getVersion'>>().toEqualTypeOf<{ version: string }>();
    expectTypeOf<AnswerOf<'getMediaAuthorizationConsent'>>().toEqualTypeOf<string>();
  });

  it('fit the server: a typed handler is a Handler, and a full map is what registerOperations takes', () => {
    const markRead: HandlerFor<'markMessageRead'> = async ({ body }) => {
      expectTypeOf(body).toEqualTypeOf<Schemas['MessageIdRequest']>();
    };
    expectTypeOf(markRead).toExtend<Handler>();
    expectTypeOf<ContractHandlers>().toExtend<Record<string, Handler>>();
  });
});
