import { TABLE_KEY_PREFIX } from './storage-keys';

/** Shell spec section 4: clearing local storage keeps keys starting with `table_`. */
export function clearLocalStorageKeepingTables(storage: Storage = localStorage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !key.startsWith(TABLE_KEY_PREFIX)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}
