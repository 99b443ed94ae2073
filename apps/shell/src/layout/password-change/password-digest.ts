/**
 * The SHA-256 digest of a password as 64 lower-case hex characters: the form private deployments send
 * (shell spec §5; the server takes exactly 64 hex characters as a digest, docs/decisions.md).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The two passwords as the payload carries them: hashed on private deployments, plain elsewhere. */
export async function passwordsForPayload(
  oldPassword: string,
  newPassword: string,
  isPrivate: boolean,
): Promise<{ oldPassword: string; newPassword: string }> {
  if (!isPrivate) return { oldPassword, newPassword };
  const [oldDigest, newDigest] = await Promise.all([sha256Hex(oldPassword), sha256Hex(newPassword)]);
  return { oldPassword: oldDigest, newPassword: newDigest };
}
