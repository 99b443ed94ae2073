import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { CascaderTransfer } from '@toufang/ui';
import { servePropertyKit, SMALL_REGION_TREE } from '../../testing';
import { convertOptionTree, propertyOptionsLoader, usePropertyOptions } from './use-property-options';

afterEach(() => setApiClient(null));

const signal = () => new AbortController().signal;

describe('the media’s option trees', () => {
  it('fetches a tree once per media and kind, and converts it once per version and depth', async () => {
    const api = servePropertyKit();
    const client = new QueryClient();
    const full = propertyOptionsLoader(client, 'toutiao', 'region');
    const first = await full(signal());
    const again = await propertyOptionsLoader(client, 'toutiao', 'region')(signal());
    expect(again).toBe(first);
    expect(first[0]).toEqual({ label: '北京市', value: 110000, children: [{ label: '北京市辖区', value: 110100, children: [{ label: '东城区', value: 110101 }, { label: '西城区', value: 110102 }] }] });
    // Cut to the type's depth: province → city.
    const two = await propertyOptionsLoader(client, 'toutiao', 'region', 2)(signal());
    expect(two[2]).toEqual({ label: '广东省', value: 440000, children: [{ label: '广州市', value: 440100 }, { label: '深圳市', value: 440300 }] });
    await propertyOptionsLoader(client, 'gdt', 'region')(signal());
    expect(api.bodiesOf('/api/property/options')).toEqual([{ media: 'toutiao', kind: 'region' }, { media: 'gdt', kind: 'region' }]);
    // Loaders name what they load, so the cascader reloads only when media, kind or depth change.
    expect(full.key).toBe('property-options:toutiao:region:all');
  });

  it('answers a new conversion for a new version, with each code’s parent and name', () => {
    const v1 = convertOptionTree('baidu', 'region', { version: 'a', tree: SMALL_REGION_TREE });
    const v2 = convertOptionTree('baidu', 'region', { version: 'b', tree: SMALL_REGION_TREE.slice(0, 1) });
    expect(v2).not.toBe(v1);
    expect(convertOptionTree('baidu', 'region', { version: 'a', tree: [] })).toBe(v1);
    expect(v1.index.get(110101)).toBe(110100);
    expect(v1.index.get(110000)).toBeNull();
    expect(v1.names.get(440305)).toBe('南山区');
    expect(v2.names.has(440305)).toBe(false);
  });

  it('feeds the region cascader of libs/ui, and the hook answers the same tree', async () => {
    servePropertyKit();
    const client = new QueryClient();
    function Probe() {
      const tree = usePropertyOptions('toutiao', 'region', 3);
      return <p>{tree.data ? `共${tree.data.names.size}个地域` : '加载中'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Probe />
        <CascaderTransfer loadOptions={propertyOptionsLoader(client, 'toutiao', 'region', 3)} title="地域" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('checkbox', { name: '上海市' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('共12个地域')).toBeTruthy());
  });
});
