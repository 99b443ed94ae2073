// The page of the targeting bench (docs/design/properties.md §2.14; apps/api/bench/targeting-bench.ts builds it
// with Vite and drives it in Chromium): TargetingEditor with a stub declaration whose region field holds the
// full China tree (@vant/area-data: 34 provinces, 3,479 counties, at depth 3), on a form of the form kit, as
// the list's 新建 shows it. The tree is put in the query cache as getPropertyOptions would answer it, so the
// figures are the editor's and the cascader's, not a network's. Stands alone: libs/ui's catalog may not
// import a page kit.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { areaList } from '@vant/area-data';
import * as z from 'zod/mini';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { FormLayout, useForm } from '@toufang/form-kit';
import { definePropertyType } from '../../config/property-config';
import type { AnyForm } from '../../form/field-control';
import { propertyOptionsTreeQuery, type PropertyOptionTree } from '../../options/use-property-options';
import { TargetingEditor } from '../targeting-editor';

interface Values {
  city?: number[];
  age?: string[];
}

/** The region tree as the sandbox's regions.ts builds it from @vant/area-data at depth 3. */
function regionTree(): PropertyOptionTree['tree'] {
  const byParent = (list: Record<string, string>, digits: number) => {
    const out = new Map<string, { code: number; name: string }[]>();
    for (const [code, name] of Object.entries(list)) {
      const group = out.get(code.slice(0, digits)) ?? [];
      group.push({ code: Number(code), name });
      out.set(code.slice(0, digits), group);
    }
    return out;
  };
  const counties = byParent(areaList.county_list, 4);
  const cities = byParent(areaList.city_list, 2);
  return Object.entries(areaList.province_list).map(([code, name]) => ({
    code: Number(code),
    name,
    children: (cities.get(code.slice(0, 2)) ?? []).map((city) => ({ ...city, children: counties.get(String(city.code).slice(0, 4)) ?? [] })),
  }));
}

const STUB = definePropertyType<'toutiao', 'target', Values>('toutiao', 'target', {
  limits: { ...PENDING_PROPERTY_LIMITS, REGION: { DEPTH: 3, MAX: 5000 }, OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true } },
  fields: {
    city: { kind: 'region', label: '地域', depth: 3 },
    age: { kind: 'multiSelect', label: '年龄', options: [{ value: 'AGE_BETWEEN_18_23', label: '18-23岁' }, { value: 'AGE_BETWEEN_24_30', label: '24-30岁' }] },
  },
  columns: ['name'],
  form: { kind: 'targeting', sections: { 地域: ['city'], 年龄: ['age'] } },
  schema: z.object({}),
});

const client = new QueryClient();
const tree = regionTree();
client.setQueryData(propertyOptionsTreeQuery('toutiao', 'region').queryKey, { version: 'bench', tree } as never);

function Bench() {
  const form = useForm<{ city: number[]; age: string[] }>({ initial: { city: [], age: [] } });
  const [context] = useState({ media: 'toutiao' as const, accountId: null, fields: STUB.fields });
  return (
    <FormLayout>
      <TargetingEditor declaration={STUB} form={form as unknown as AnyForm} context={context} />
    </FormLayout>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={client}>
      <Bench />
    </QueryClientProvider>,
  );
}
const state = document.getElementById('state');
if (state) state.textContent = `ready: ${tree.length} provinces`;
