// The contract's list of media (`components.schemas.MediaCode.enum`): the server validates every media
// code it is sent against it, so a new media is added there first. Only the enum's line changes, so the
// contract file keeps its layout. The contract is split per area under openapi/ (the list lives in
// components/common.yaml today); the bundle under openapi/generated is never edited, the client
// generation rewrites it.
import type { Tree } from '@nx/devkit';

/** Generated from the split contract; written by `npm run generate:client` only. */
const GENERATED_DIR = 'openapi/generated';

const MEDIA_ENUM = /(\n(\s*)MediaCode:\n\2\s+type: string\n\2\s+enum: \[)([^\]\n]*)\]/;

function yamlFiles(tree: Tree, dir: string): string[] {
  return tree.children(dir).flatMap((child) => {
    const file = `${dir}/${child}`;
    if (file === GENERATED_DIR) return [];
    return tree.isFile(file) ? (/\.ya?ml$/.test(file) ? [file] : []) : yamlFiles(tree, file);
  });
}

export function addMediaToContract(tree: Tree, code: string): void {
  for (const file of yamlFiles(tree, 'openapi')) {
    const text = tree.read(file, 'utf-8') ?? '';
    const match = MEDIA_ENUM.exec(text);
    if (!match) continue;
    const codes = match[3].split(',').map((value) => value.trim()).filter(Boolean);
    if (!codes.includes(code)) codes.push(code);
    tree.write(file, text.replace(MEDIA_ENUM, `$1${codes.join(', ')}]`));
    return;
  }
  throw new Error('No MediaCode enum (type: string, enum: [...]) found under openapi/: add the media to the contract by hand.');
}
