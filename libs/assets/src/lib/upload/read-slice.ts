// A Blob's bytes. `Blob.arrayBuffer()` where the Blob has it (every browser this desk supports); jsdom's
// Blob lacks it, and FileReader is what it has, so the same code works in the component tests. Shared by
// the MD5's reads and the upload page's sniffing of a file's first bytes (kept apart from md5-core, which
// brings hash-wasm).
export function readSlice(slice: Blob): Promise<ArrayBuffer> {
  if (typeof slice.arrayBuffer === 'function') return slice.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(slice);
  });
}
